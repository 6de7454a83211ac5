import type { ProtocolStatus } from "../db/schema";
import type { AuditActor } from "./write-audit-entry";

/** What publishing a draft answers, for a new protocol (publish-draft.ts) and a new version (publish-new-version.ts). */
export type PublishDraftResult =
  | { ok: true; protocolId: number; doi: string; status: ProtocolStatus }
  | { ok: false; reason: "not-found" | "stale" | "published" | "retracted" };

export interface PublishOptions {
  actor: AuditActor;
  /** The registrant prefix the DOI is minted under (DOI_PREFIX). */
  doiPrefix: string;
  /** The day it goes online, YYYY-MM-DD. */
  today: string;
}
