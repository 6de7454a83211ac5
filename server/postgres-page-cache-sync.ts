import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "@core/db/client";
import type { Logger } from "./logger";
import type { PageCacheSync } from "./page-cache-sync";
import { listenForNotices } from "./postgres-notice-listener";

/**
 * The channel every server process of the journal LISTENs on. `NOTIFY opls_page_cache` (from psql, after a
 * command-line import) empties every process's visitors' page cache on every node.
 */
export const PAGE_CACHE_CHANNEL = "opls_page_cache";

export interface PostgresPageCacheSync extends PageCacheSync {
  /** Settles once the first LISTEN was tried: a process starting to serve is then already listening. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * The visitors' page caches of every server process on a PostgreSQL database, on one machine or many (ADR 0124).
 * A process whose cache a page's form or action emptied sends `pg_notify` through its pool once the answer is
 * finished, so after the change is committed; every process listens on a connection of its own and empties its
 * cache on a notice from another process, and also whenever it starts listening again after a lost connection,
 * since notices sent meanwhile never reach it.
 */
export function postgresPageCacheSync(connectionString: string, db: Db, logger: Logger): PostgresPageCacheSync {
  /** This process's mark on its notices: its own come back to it, and are not a reason to empty its cache again. */
  const sender = randomUUID();
  const clears = new Set<() => void>();
  const clearAll = () => {
    for (const clear of clears) clear();
  };
  let lostBefore = false;

  const listener = listenForNotices({
    connectionString,
    channel: PAGE_CACHE_CHANNEL,
    applicationName: "opls page-cache listener",
    onNotice(payload) {
      if (payload !== sender) clearAll();
    },
    onListening() {
      clearAll();
      if (lostBefore) logger.info("listening for page-cache notices again");
      lostBefore = false;
    },
    onLost(error, retryInMs) {
      lostBefore = true;
      logger.warn({ err: error, retryInMs }, "page-cache notices: the listening connection was lost");
    },
  });

  return {
    ready: listener.ready,
    stop: () => listener.stop(),
    cleared() {
      sql`select pg_notify(${PAGE_CACHE_CHANNEL}, ${sender})`
        .execute(db)
        .catch((error: unknown) => logger.warn({ err: error }, "page-cache notices: could not notify the other processes"));
    },
    onCleared(clear) {
      clears.add(clear);
    },
  };
}
