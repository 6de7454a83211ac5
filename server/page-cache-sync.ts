/**
 * Keeps the visitors' page caches of a cluster's workers emptied together (ADR 0119). A worker whose cache a page's
 * form or action emptied tells the primary, which tells the other workers; on SQLite they would also see the write
 * through `data_version`, on PostgreSQL this is how they learn of it. Outside a cluster it does nothing.
 */
const CLEARED = "opls:page-cache-cleared";

export interface PageCacheSync {
  /** This worker's cache was emptied by a request: the others should empty theirs. */
  cleared(): void;
  /** Empties this worker's cache when another worker's was emptied. */
  onCleared(clear: () => void): void;
}

export function processPageCacheSync(): PageCacheSync {
  return {
    cleared() {
      process.send?.({ type: CLEARED });
    },
    onCleared(clear) {
      process.on("message", (message: unknown) => {
        if (isCleared(message)) clear();
      });
    },
  };
}

export function isCleared(message: unknown): boolean {
  return typeof message === "object" && message !== null && (message as { type?: unknown }).type === CLEARED;
}
