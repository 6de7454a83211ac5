/**
 * Where the browser tests' SMTP sink listens (tests/e2e/smtp-sink.ts): beside the app's E2E_PORT, so that parallel
 * runs on other ports (E2E_PORT=3411, 3412, …) never share one: SMTP on E2E_PORT + 1000, its HTTP side on + 2000.
 */
export function smtpSinkPorts(env: NodeJS.ProcessEnv = process.env): { smtp: number; http: number } {
  const app = Number(env.E2E_PORT ?? 3100);
  return { smtp: Number(env.E2E_SMTP_PORT ?? app + 1000), http: Number(env.E2E_SMTP_HTTP_PORT ?? app + 2000) };
}
