/** A message as the transport sends it. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Sends one message: over SMTP, or into a readable .eml file when no SMTP server is configured. */
export interface MailTransport {
  readonly kind: "smtp" | "files";
  send(message: OutgoingEmail, outboxId: number): Promise<void>;
  close(): void;
}
