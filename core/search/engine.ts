import { PostgresAdapter } from "kysely";
import type { Db } from "../db/client";
import type { Dialect } from "../db/migrations/helpers";
import type { ProtocolKind } from "../db/schema";
import type { CompiledQuery } from "./compile-query";
import type { SearchDocument } from "./search-document";

/**
 * The one interface over the two full-text engines (ADR 0020): SQLite FTS5 and PostgreSQL tsvector + GIN.
 * Both index the same terms (computed in JavaScript) under the same document keys (kind, date, id), and
 * answer the same three questions; run-search.ts plans a search with them, identically for both.
 */

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
   * Protocol ids of the matches among `keys` (all ≥ `floorKey`) by relevance, ties newest first. `broad`: the
   * keys are the newest window of a search with more matches (an engine may then rank more cheaply).
   */
  byRelevance(
    db: Db,
    q: EngineQuery,
    keys: readonly number[],
    floorKey: number,
    broad: boolean,
    limit: number,
    offset: number,
  ): Promise<number[]>;
  /** Protocol ids of the matches among `keys` (all ≥ `floorKey`) by views, ties newest first. */
  byViews(db: Db, q: EngineQuery, keys: readonly number[], floorKey: number, limit: number, offset: number): Promise<number[]>;
}

/** Relevance weights: title > abstract and keywords > authors > full text. */
export const FIELD_WEIGHTS = { title: 10, abstract: 5, authors: 3, body: 1 } as const;

/** Which engine backs this database handle (also inside a transaction). */
export function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
