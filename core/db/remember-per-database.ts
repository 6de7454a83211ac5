import type { Db } from "./client";

/**
 * Wraps a read so that its answer is reused for `ttlMs` per database handle: for aggregates that many pages
 * show and that change slowly (the home page's most-read and most-cited rankings), so a busy page does not
 * re-aggregate weeks of views on every request. A failed read is not remembered.
 */
export function rememberPerDatabase<T>(ttlMs: number, read: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const remembered = new WeakMap<Db, { at: number; answer: Promise<T> }>();
  return (db) => {
    const now = Date.now();
    const hit = remembered.get(db);
    // A clock set back since (the system's, or a test's) reads again rather than keeping the answer until it catches up.
    if (hit && now >= hit.at && now - hit.at < ttlMs) return hit.answer;
    const answer = read(db);
    remembered.set(db, { at: now, answer });
    answer.catch(() => remembered.delete(db));
    return answer;
  };
}
