import { JOURNAL } from "../config/constants";
import type { ProtocolKind } from "../db/schema";

/**
 * The DOI rule of the journal, in one place (the seed and the Crossref deposit use it): a registrant prefix
 * ("10.99999", the demo prefix, or DOI_PREFIX) and the suffix "opls.{id}" for a protocol, "opls.pre.{id}"
 * for a preprint.
 */
const [demoPrefix, suffixStem] = JOURNAL.doiPrefix.split("/") as [string, string];

/** The demo registrant prefix the seeded journal uses; DOI_PREFIX defaults to it. */
export const DEMO_DOI_PREFIX = demoPrefix;

export function protocolDoi(kind: ProtocolKind, id: number, prefix: string = DEMO_DOI_PREFIX): string {
  return `${prefix}/${suffixStem}.${kind === "bpp" ? "pre." : ""}${id}`;
}

/**
 * The DOI of a correction, retraction or expression of concern (ADR 0104): its own record, "opls.notice.{id}",
 * which Crossref links to the protocol it updates.
 */
export function noticeDoi(noticeId: number, prefix: string = DEMO_DOI_PREFIX): string {
  return `${prefix}/${suffixStem}.notice.${noticeId}`;
}

/**
 * The DOI of the journal's Crossmark policy page (its corrections and retractions policy), which every Crossmark
 * record names; registered once by the journal under its prefix.
 */
export function crossmarkPolicyDoi(prefix: string = DEMO_DOI_PREFIX): string {
  return `${prefix}/${suffixStem}.crossmark-policy`;
}

/** Whether a DOI was minted under the registrant prefix (only those may be deposited by this journal). */
export function isDoiUnderPrefix(doi: string, prefix: string): boolean {
  return doi.toLowerCase().startsWith(`${prefix.toLowerCase()}/`);
}
