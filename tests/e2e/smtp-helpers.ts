import type { SinkMessage } from "./smtp-sink";
import { smtpSinkPorts } from "./smtp-sink-ports";

/** The messages the test run's SMTP sink received for `to` (playwright.config.ts), oldest first. */
export async function mailsTo(to: string): Promise<SinkMessage[]> {
  const response = await fetch(`http://127.0.0.1:${smtpSinkPorts().http}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`SMTP sink answered ${response.status}`);
  return (await response.json()) as SinkMessage[];
}
