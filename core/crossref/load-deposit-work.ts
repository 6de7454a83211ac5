import type { Db } from "../db/client";
import type { ProtocolBody, Inline } from "../protocols/body";
import { findProtocolDetail } from "../protocols/find-protocol-detail";
import { isDoiUnderPrefix } from "../protocols/protocol-doi";
import type { DepositWork } from "./deposit-work";
import { extractFunding } from "./extract-funding";

export type LoadedWork = { work: DepositWork } | { skipped: { id: number; reason: string } };

function acknowledgmentsText(body: ProtocolBody | null): string {
  const inline = (xs: Inline[]) => xs.map((x) => (x.t === "cite" ? "" : x.v)).join("");
  return (body?.sections ?? [])
    .filter((s) => s.kind === "acknowledgments")
    .flatMap((s) => s.blocks.map((b) => (b.type === "paragraph" || b.type === "note" ? inline(b.content) : "")))
    .join(" ");
}

/**
 * One protocol as a deposit record, or why it cannot be deposited: no DOI, a DOI of another registrant (an
 * imported article keeps its publisher's DOI, which only that publisher may deposit), or no publication date.
 */
export async function loadDepositWork(db: Db, id: number, doiPrefix: string): Promise<LoadedWork> {
  const detail = await findProtocolDetail(db, id);
  if (!detail) return { skipped: { id, reason: "no such protocol" } };
  if (!detail.doi) return { skipped: { id, reason: "no DOI" } };
  if (!isDoiUnderPrefix(detail.doi, doiPrefix)) return { skipped: { id, reason: `DOI ${detail.doi} is not under the prefix ${doiPrefix}` } };
  if (!(detail.onlineOn ?? detail.publishedOn ?? detail.issue?.publishedOn)) return { skipped: { id, reason: "no publication date" } };

  const bodyRow = await db.selectFrom("protocol_bodies").select("body").where("protocol_id", "=", id).where("lang", "=", "en").executeTakeFirst();
  const body = bodyRow ? (JSON.parse(bodyRow.body) as ProtocolBody) : null;
  // The other half of a preprint ↔ journal-version pair, for the isPreprintOf / hasPreprint relation.
  const pairId = detail.kind === "bpp" ? detail.journalVersion?.id : detail.preprint?.id;
  const pair = pairId === undefined ? undefined : await db.selectFrom("protocols").select("doi").where("id", "=", pairId).executeTakeFirst();
  const pairDoi = pair?.doi && isDoiUnderPrefix(pair.doi, doiPrefix) ? pair.doi : null;

  return {
    work: {
      detail,
      doi: detail.doi,
      references: body?.references ?? [],
      funding: extractFunding(acknowledgmentsText(body)),
      subject: detail.categories[0]?.nameEn ?? null,
      preprintOf: detail.kind === "bpp" ? pairDoi : null,
      preprintDoi: detail.kind === "bp" ? pairDoi : null,
    },
  };
}
