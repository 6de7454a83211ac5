import { sql } from "kysely";
import type { Db } from "../db/client";
import { MOST_CITED_WINDOW_YEARS, MOST_READ_WINDOW_MONTHS } from "../config/constants";
import { addDays, isoDay, monthsBefore } from "../dates/iso-day";
import { countRows } from "../db/count-rows";
import { loadSummaries, loadSummaryPage, type ProtocolSummary } from "./load-summaries";

export interface RankedSummary extends ProtocolSummary {
  /** Views in the window (most read) or citations in the window (most cited). */
  windowCount: number;
}

/** Newest published journal protocols. */
export async function listNewlyPublished(db: Db, limit: number): Promise<ProtocolSummary[]> {
  const rows = await db
    .selectFrom("protocols")
    .select("id")
    .where("kind", "=", "bp")
    .where("status", "=", "published")
    .orderBy("published_on", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return loadSummaries(db, rows.map((r) => r.id));
}

/** SPEC §4: in press = accepted journal protocols not yet in an issue (some as corrected proofs). */
function inPressQuery(db: Db) {
  return db.selectFrom("protocols").where("kind", "=", "bp").where("status", "in", ["in_press", "corrected_proof"]);
}

/** Articles in press, newest online first. */
export function listInPress(db: Db, limit: number, offset = 0): Promise<ProtocolSummary[]> {
  return loadSummaryPage(db, inPressQuery(db).select("id").orderBy("online_on", "desc").orderBy("id", "desc"), limit, offset);
}

export function countInPress(db: Db): Promise<number> {
  return countRows(inPressQuery(db));
}

/** The most-read window: the last three months, `from` and `to` inclusive ('YYYY-MM-DD'). */
export function mostReadWindow(now = new Date()): { from: string; to: string } {
  return { from: addDays(monthsBefore(now, MOST_READ_WINDOW_MONTHS), 1), to: isoDay(now) };
}

/** The most-cited window: this year and the four before. */
export function mostCitedWindow(now = new Date()): { firstYear: number; lastYear: number } {
  const lastYear = now.getUTCFullYear();
  return { firstYear: lastYear - MOST_CITED_WINDOW_YEARS + 1, lastYear };
}

/**
 * Each protocol's count in a ranking's window: SPEC §1's most read = most views over the last three months, most
 * cited = most citations over the last five years.
 */
function windowCounts(db: Db, ranking: "read" | "cited", now: Date) {
  if (ranking === "read") {
    const { from, to } = mostReadWindow(now);
    return db
      .selectFrom("protocol_views_daily")
      .select(["protocol_id", sql<number>`sum(views)`.as("n")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("protocol_id")
      .as("counts");
  }
  const { firstYear, lastYear } = mostCitedWindow(now);
  return db
    .selectFrom("citations")
    .select(["protocol_id", sql<number>`count(*)`.as("n")])
    .where("year", ">=", firstYear)
    .where("year", "<=", lastYear)
    .groupBy("protocol_id")
    .as("counts");
}

/** A page of a ranking: the largest counts first (ties: the newest protocol first), with their summaries. */
async function listRanked(db: Db, ranking: "read" | "cited", limit: number, now: Date, offset: number): Promise<RankedSummary[]> {
  const rows = await db
    .selectFrom(windowCounts(db, ranking, now))
    .select(["protocol_id", "n"])
    .orderBy("n", "desc")
    .orderBy("protocol_id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return withCounts(db, rows);
}

/** How many protocols a ranking has: those with a count in the window. */
function countRanked(db: Db, ranking: "read" | "cited", now: Date): Promise<number> {
  return countRows(db.selectFrom(windowCounts(db, ranking, now)));
}

/** Most read protocols, with their views in the window. */
export function listMostRead(db: Db, limit: number, now = new Date(), offset = 0): Promise<RankedSummary[]> {
  return listRanked(db, "read", limit, now, offset);
}

/** How many protocols were read in the window: the length of the most-read list. */
export function countMostRead(db: Db, now = new Date()): Promise<number> {
  return countRanked(db, "read", now);
}

/** Most cited protocols, with their citations in the window. */
export function listMostCited(db: Db, limit: number, now = new Date(), offset = 0): Promise<RankedSummary[]> {
  return listRanked(db, "cited", limit, now, offset);
}

/** How many protocols were cited in the window: the length of the most-cited list. */
export function countMostCited(db: Db, now = new Date()): Promise<number> {
  return countRanked(db, "cited", now);
}

async function withCounts(db: Db, rows: { protocol_id: number; n: number }[]): Promise<RankedSummary[]> {
  const counts = new Map(rows.map((r) => [r.protocol_id, Number(r.n)]));
  const summaries = await loadSummaries(db, rows.map((r) => r.protocol_id));
  return summaries.map((s) => ({ ...s, windowCount: counts.get(s.id) ?? 0 }));
}
