import type { IssueState } from "../../db/schema";

/**
 * The lifecycle of an issue made in the editorial office (ADR 0100), as pure rules the operations and the pages
 * share: an issue is scheduled until an editor publishes it, and publishing is allowed once it holds protocols,
 * its date has come and its e-locations are distinct.
 */

export type IssuePublishRefusal = "published" | "empty" | "future" | "elocations";

export interface AssignedElocation {
  protocolId: number;
  /** The protocol's e-location while in press (e{id}), if any. */
  current: string | null;
  /** Typed by an editor; null: automatic. */
  override: string | null;
}

const number = (e: string) => {
  const m = /(\d+)/.exec(e);
  return m ? Number(m[1]) : Number.POSITIVE_INFINITY;
};

/**
 * The e-locations of an issue's protocols, in table-of-contents order. Automatic ones are the issue's own article
 * numbers (the e{id} each protocol got when it went online) dealt out in ascending order down the table of
 * contents, so they increase through the issue and never take a number another protocol holds; one an editor
 * typed is kept as it is (its number is not dealt out again, and the number it frees goes to the others).
 */
export function issueElocations(items: readonly AssignedElocation[]): string[] {
  const overrides = new Set(items.flatMap((i) => (i.override ? [i.override] : [])));
  const pool = items
    .map((i) => i.current ?? `e${i.protocolId}`)
    .filter((e) => !overrides.has(e))
    .sort((a, b) => number(a) - number(b) || a.localeCompare(b));
  return items.map((i) => i.override ?? pool.shift() ?? `e${i.protocolId}`);
}

/** Why an issue cannot be published now, or null when it can. `today` and `publishedOn` are YYYY-MM-DD. */
export function publishRefusal(
  issue: { state: IssueState; publishedOn: string },
  elocations: readonly string[],
  today: string,
): IssuePublishRefusal | null {
  if (issue.state === "published") return "published";
  if (elocations.length === 0) return "empty";
  if (issue.publishedOn > today) return "future";
  if (new Set(elocations).size !== elocations.length) return "elocations";
  return null;
}

/** The place a protocol moves to, or null when it is already first (up) or last (down). */
export function movedPosition(position: number, count: number, direction: "up" | "down"): number | null {
  const to = direction === "up" ? position - 1 : position + 1;
  return to < 1 || to > count ? null : to;
}
