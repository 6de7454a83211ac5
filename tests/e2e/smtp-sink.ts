/**
 * The SMTP server of the browser tests (playwright.config.ts starts it as a second web server; the app sends all its
 * mail here through SMTP_URL): a real SMTP server (smtp-server, as the Vitest tests use in tests/integration/forms-smtp.ts)
 * that parses each message (mailparser) and keeps it in memory, and a small HTTP side for the tests:
 *   GET /healthz                  → "ok" (Playwright waits for it before the run)
 *   GET /messages?to=ADDRESS      → JSON list of the messages whose envelope went to ADDRESS, oldest first
 * Run: node --import tsx tests/e2e/smtp-sink.ts (ports from tests/e2e/smtp-sink-ports.ts).
 */
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";
import { smtpSinkPorts } from "./smtp-sink-ports";

export interface SinkMessage {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  receivedAt: string;
}

/** A run's worth of mail, with room to spare; the oldest go first beyond it. */
const KEEP = 20_000;
const received: SinkMessage[] = [];
const ports = smtpSinkPorts();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  size: 30 * 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const headers: Record<string, string> = {};
        for (const [name, value] of mail.headers) if (typeof value === "string") headers[name] = value;
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: mail.from?.text ?? "",
          replyTo: mail.replyTo?.text ?? "",
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
          headers,
          receivedAt: new Date().toISOString(),
        });
        if (received.length > KEEP) received.splice(0, received.length - KEEP);
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://sink");
  if (url.pathname === "/healthz") {
    response.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
    return;
  }
  if (url.pathname === "/messages" && request.method === "GET") {
    const to = (url.searchParams.get("to") ?? "").toLowerCase();
    const list = to ? received.filter((m) => m.to.includes(to)) : received;
    response.writeHead(200, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify(list));
    return;
  }
  response.writeHead(404).end();
});

smtp.listen(ports.smtp, "127.0.0.1", () => {
  http.listen(ports.http, "127.0.0.1", () =>
    console.log(`SMTP sink: smtp://127.0.0.1:${ports.smtp}, http://127.0.0.1:${ports.http}`),
  );
});

// Playwright ends web servers with SIGTERM (then SIGKILL): close both sides and leave.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
