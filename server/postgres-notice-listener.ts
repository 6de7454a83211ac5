import type * as Pg from "pg";
import { loadPg } from "@core/db/load-pg";

/** The first wait before connecting again after the listening connection was lost; it doubles up to the maximum. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;
/** A connection that died without a word (a dropped network path) is noticed by this query within a few seconds. */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

export interface NoticeListenerOptions {
  connectionString: string;
  /** A plain identifier (letters, digits, underscores): it is written into `LISTEN` as is. */
  channel: string;
  /** How the connection shows in pg_stat_activity. */
  applicationName: string;
  /** A notice on the channel, with its payload ("" when none). */
  onNotice(payload: string): void;
  /** LISTEN is in place, after the first connection or a reconnection: notices sent meanwhile were missed. */
  onListening(): void;
  /** The connection failed or was lost; another attempt follows after `retryInMs`. */
  onLost(error: unknown, retryInMs: number): void;
}

export interface NoticeListener {
  /** Settles after the first attempt to connect and LISTEN, whether it succeeded or not. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * `LISTEN channel` on a connection of its own (ADR 0124): not one of the pool's, since a pooled connection goes back
 * to the pool and its LISTEN with it. When the connection fails or drops, it connects again after a growing wait
 * (¼ s, doubling, at most 10 s), and says so through `onListening` once listening again.
 */
export function listenForNotices(options: NoticeListenerOptions): NoticeListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) throw new Error(`not a plain channel name: ${options.channel}`);
  let client: Pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const lose = (lost: Pg.Client, error: unknown) => {
    if (client !== lost) return;
    client = null;
    lost.removeAllListeners("notification");
    lost.end().catch(() => {});
    if (stopped) return;
    options.onLost(error, retryMs);
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async (): Promise<void> => {
    const connection = new (loadPg().Client)({
      connectionString: options.connectionString,
      application_name: options.applicationName,
      keepAlive: true,
    });
    client = connection;
    connection.on("notification", (message) => {
      if (message.channel === options.channel) options.onNotice(message.payload ?? "");
    });
    connection.on("error", (error) => lose(connection, error));
    connection.on("end", () => lose(connection, new Error("the listening connection ended")));
    try {
      await connection.connect();
      await connection.query(`LISTEN ${options.channel}`);
    } catch (error) {
      lose(connection, error);
      return;
    }
    if (client !== connection) return;
    retryMs = FIRST_RETRY_MS;
    options.onListening();
  };

  const heartbeat = setInterval(() => {
    const connection = client;
    if (!connection) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("the listening connection stopped answering")), HEARTBEAT_TIMEOUT_MS);
    });
    Promise.race([connection.query("select 1"), timeout])
      .catch((error: unknown) => lose(connection, error))
      .finally(() => clearTimeout(timer));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      clearTimeout(retryTimer);
      const connection = client;
      client = null;
      await connection?.end().catch(() => {});
    },
  };
}
