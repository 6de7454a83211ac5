import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

/**
 * A real SMTP server on a random local port for the integration tests: every message it receives is
 * parsed (mailparser) and kept, so a test reads exactly what a mail client would.
 */
export interface TestSmtpServer {
  url: string;
  received: ParsedMail[];
  /** Waits until `count` messages have arrived in total. */
  waitFor(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const w of waiters.filter((x) => received.length >= x.count)) w.resolve();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(count) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${received.length} of ${count} e-mails arrived`)),
          10_000,
        );
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve(received)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
