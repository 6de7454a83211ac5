import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailTransport, OutgoingEmail } from "./mail-transport";

function toNodemailer(from: string, message: OutgoingEmail) {
  const { "Reply-To": replyTo, ...headers } = message.headers;
  return { from, to: message.to, subject: message.subject, text: message.text, html: message.html, replyTo, headers };
}

/**
 * The mail transport of the configuration (ADR 0042): real SMTP when `smtpUrl` is set
 * (smtp://user:pass@host:587, smtps://…); otherwise every message is written as an .eml file under
 * `mailDir` (the demo default), so a person can open it in any mail reader.
 */
export function createMailTransport(options: { smtpUrl: string | null; from: string; mailDir: string }): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      kind: "smtp",
      async send(message) {
        await transporter.sendMail(toNodemailer(options.from, message));
      },
      close: () => transporter.close(),
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(message, outboxId) {
      const info = await builder.sendMail(toNodemailer(options.from, message));
      await mkdir(options.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await writeFile(path.join(options.mailDir, `${stamp}-${outboxId}.eml`), info.message as Buffer);
    },
    close: () => builder.close(),
  };
}
