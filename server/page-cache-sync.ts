/**
 * How the visitors' page caches of several server processes — a cluster's workers (ADR 0119), several machines
 * (ADR 0124) — are emptied together. One way per engine:
 * - SQLite: none is needed. Every process sees another connection's commit through `data_version` before its next
 *   answer (ADR 0118), whoever wrote: another worker, a command-line import.
 * - PostgreSQL: LISTEN/NOTIFY (`postgresPageCacheSync`), which reaches the workers of this machine and of every other.
 * The primary's IPC relay that did this for a cluster's workers before is gone (ADR 0124).
 */
export interface PageCacheSync {
  /** This process's cache was emptied by a request (after its answer, so after its change was committed). */
  cleared(): void;
  /** Empties this process's cache when another process's was emptied. */
  onCleared(clear: () => void): void;
}
