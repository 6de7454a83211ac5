import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql, type Driver, type SqliteDatabase } from "kysely";
import SQLite from "better-sqlite3";
import { loadPg } from "./load-pg";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Database } from "./schema";
import type { Dialect } from "./migrations/helpers";

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /**
   * A number that changes when another connection commits (SQLite's `data_version`: a command-line import, a
   * second worker, a test's own connection; this connection's own commits leave it alone), read without a query
   * round trip. PostgreSQL has no such cheap signal: null (ADR 0118).
   */
  dataVersion(): number | null;
  close(): Promise<void>;
}

/**
 * SQLite's own page cache per connection (ADR 0120, 0156). The operating system's file cache already holds the recent
 * pages, so a larger one buys little: at 64 MB (the value until issue 16) it was a quarter of a server process's
 * memory budget, and 8 MB against 16 MB took 10–15 MB off the server's process with the same search latency
 * (docs/benchmarks.md).
 */
const SQLITE_PAGE_CACHE_KIB = 8 * 1024;

/**
 * Prepared statements kept per SQLite connection, by SQL text (ADR 0150): at most this many characters of SQL in all.
 * Kysely prepares every query anew; compiling the same statements on every request was 5 % of a signed-in page's time
 * (the site's pages and searches use under 100 texts, the longest 2,433 characters). A compiled statement takes ~16
 * bytes per character of its text, so this keeps ~4 MB; a seeding's or an import's multi-row inserts, each used once,
 * would otherwise keep tens of MB. When the next text would pass it, the cache is emptied and fills again.
 */
export const SQLITE_STATEMENT_CACHE_CHARS = 250_000;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/**
 * Opens the database named by `url`: a postgres:// URL, or else a SQLite file path
 * (":memory:" allowed). The one place that knows which driver backs Kysely.
 */
export function openDatabase(
  url: string,
  options: {
    /** Told when PostgreSQL drops an idle pooled connection (a restart, an administrator); the pool replaces it. */
    onIdleConnectionError?: (error: Error) => void;
  } = {},
): DbHandle {
  if (isPostgresUrl(url)) {
    const pg = loadPg();
    // Counts and sums come back as strings by default (int8/numeric): read them as numbers.
    pg.types.setTypeParser(20, (v) => Number(v));
    pg.types.setTypeParser(1700, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // Without a listener, an idle connection that the server ends would throw out of the process.
    pool.on("error", (error) => options.onIdleConnectionError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", dataVersion: () => null, close: () => db.destroy() };
  }
  if (url !== ":memory:") mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma(`cache_size = -${SQLITE_PAGE_CACHE_KIB}`);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  // Read on every visitor's request (the page cache): prepared once, where `pragma()` compiled it on each call.
  const dataVersion = sqlite.prepare("PRAGMA data_version").pluck();
  return { db, dialect: "sqlite", dataVersion: () => dataVersion.get() as number, close: () => db.destroy() };
}

/**
 * The connection as Kysely sees it, with its statements prepared once per SQL text. Sharing one is safe because Kysely
 * runs one query at a time on a connection (a streamed query holds it until the stream ends), so a kept statement is
 * never asked for while it is still stepping through rows.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  let keptChars = 0;
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const kept = statements.get(text);
      if (kept) return kept;
      const statement = sqlite.prepare(text);
      if (text.length > SQLITE_STATEMENT_CACHE_CHARS) return statement;
      if (keptChars + text.length > SQLITE_STATEMENT_CACHE_CHARS) {
        statements.clear();
        keptChars = 0;
      }
      statements.set(text, statement);
      keptChars += text.length;
      return statement;
    },
  };
}

/**
 * SQLite transactions that take the database's write lock when they begin (`BEGIN IMMEDIATE`). Kysely begins a
 * deferred one: a transaction that reads, then writes, fails at once with "database is locked" when another
 * process (a command-line import, a test's setup) wrote in between, since its snapshot is stale and SQLite cannot
 * wait for it. Taking the lock first makes the second writer wait (busy_timeout) instead. One process already runs
 * one transaction at a time on its one connection, so nothing waits longer than before.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    return driver;
  }
}

/** A cheap round trip, for /healthz. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
