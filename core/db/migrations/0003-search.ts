import { sql, type Kysely } from "kysely";
import type { Dialect } from "./helpers";

/**
 * The full-text search index (ADR 0020), the one dialect-specific part of the schema:
 * - SQLite: an FTS5 table, contentless (the text is in `protocols`), whose rowid is the document key
 *   (kind, date, id), ascii tokenizer (it splits only on the spaces between the terms we compute), deletions
 *   allowed; `protocol_search_keys` maps protocols to keys; a trigger removes a deleted protocol's entry.
 * - PostgreSQL: one tsvector per protocol, kept in the row, with a GIN index, and the document key; the
 *   foreign key removes a deleted protocol's entry.
 * The index itself is built after migrating, by the runner (ADR 0116): a migration never runs live code.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === "postgres") {
    await sql`create table protocol_search (
      protocol_id integer primary key references protocols (id) on delete cascade,
      doc_key bigint not null unique,
      document tsvector not null
    )`.execute(db);
    // Vectors stay in the row (up to a page) rather than in TOAST: matching and ranking read them row by row.
    await sql`alter table protocol_search alter column document set storage main`.execute(db);
    await sql`alter table protocol_search set (toast_tuple_target = 8160)`.execute(db);
    await sql`create index protocol_search_document on protocol_search using gin (document)`.execute(db);
  } else {
    await sql`create virtual table protocol_search using fts5(
      title, abstract, authors, body, facets,
      content = '', contentless_delete = 1, tokenize = 'ascii', detail = full
    )`.execute(db);
    await sql`create table protocol_search_keys (
      protocol_id integer primary key references protocols (id) on delete cascade,
      doc_key integer not null unique
    )`.execute(db);
    await sql`create trigger protocol_search_delete before delete on protocols begin
      delete from protocol_search where rowid = (select doc_key from protocol_search_keys where protocol_id = old.id);
    end`.execute(db);
  }
}
