import { PostgresAdapter } from "kysely";
import type { Db } from "../db/client";
import type { Dialect } from "../db/migrations/helpers";
import type { ProtocolKind } from "../db/schema";
import type { CompiledQuery } from "./compile-query";
import type { SearchDocument } from "./search-document";

/**
 * The one interface over the two full-text engines (ADR 0020): SQLite FTS5 and PostgreSQL tsvector + GIN.
 * Both index the same terms (computed in JavaScript) under the same document keys (kind, date, id), and
 * answer the same questions; run-search.ts plans a search with them and rank-search.ts orders it, identically for both.
 */

/** A look-up of relevance: a field, and the lists of terms any one of which it must have all of. */
export interface TermLookup {
  field: "abstract" | "authors";
  options: readonly (readonly string[])[];
}

/** What to look for: the compiled rows, the filter terms, and the key range (list kind and months). */
export interface EngineQuery {
  compiled: CompiledQuery;
  kind: ProtocolKind;
  /** Research area and organism terms. */
  facets: readonly string[];
  range: readonly [number, number];
}

export interface SearchEngine {
  /** Replaces the index entries of these documents. */
  write(db: Db, docs: readonly SearchDocument[]): Promise<void>;
  remove(db: Db, ids: readonly number[]): Promise<void>;
  /** Keys of the newest `count` matches, newest first (fewer when there are fewer matches). */
  newestKeys(db: Db, q: EngineQuery, count: number): Promise<number[]>;
  /**
   * Keys of the newest `count` protocols (of the filters and key range) whose title has the words of every
   * clause (as typed or of one alternative; in any order): the candidates a broad search must not miss.
   */
  newestTitleKeys(db: Db, q: EngineQuery, count: number): Promise<number[]>;
  /**
   * For each look-up, which of `keys` — the newest matches of `q` down to the lowest of them — have, in its
   * field, every term of one of its options (in any order): the per-field look-ups of relevance
   * (rank-search.ts). Terms, not phrases: both engines answer from their per-field terms, without reading whole
   * documents, and PostgreSQL answers all the look-ups in one query.
   */
  keysWithTerms(db: Db, q: EngineQuery, lookups: readonly TermLookup[], keys: readonly number[]): Promise<Set<number>[]>;
  /** Protocol ids of the matches among `keys` (all ≥ `floorKey`) by views, ties newest first. */
  byViews(db: Db, q: EngineQuery, keys: readonly number[], floorKey: number, limit: number, offset: number): Promise<number[]>;
  /**
   * Runs `load`, a bulk write of many documents (the demo journal's seed), in the way the engine indexes many
   * documents fastest; when it ends, failed or not, the index is as quick to search as after single writes.
   */
  bulkLoad<T>(db: Db, load: () => Promise<T>): Promise<T>;
}

/** Which engine backs this database handle (also inside a transaction). */
export function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
