import type { CollectionChangeResult } from "@core/editorial/collections/add-protocol-to-collection";
import type { SpecialIssueChangeResult } from "@core/editorial/special-issues/special-issue-result";
import type { MessageKey } from "~/i18n/translate";

type Refusal<R> = Extract<R, { ok: false; reason: string }>["reason"];

/** What the collection page says when a change is refused (ADR 0106). */
export const COLLECTION_REFUSALS: Record<Refusal<CollectionChangeResult>, MessageKey> = {
  "not-found": "editorial.collections.error.notFound",
  unknown: "editorial.collections.error.unknown",
  offline: "editorial.collections.error.offline",
  already: "editorial.collections.error.already",
  stale: "editorial.collections.error.stale",
  slug: "editorial.collections.error.slugTaken",
};

/** The special issue page's: a collection's where they say the same, its own where they name the special issue. */
export const SPECIAL_ISSUE_REFUSALS: Record<Refusal<SpecialIssueChangeResult>, MessageKey> = {
  ...COLLECTION_REFUSALS,
  "not-found": "editorial.special.error.notFound",
  already: "editorial.special.error.already",
  slug: "editorial.special.error.slugTaken",
  empty: "editorial.special.error.empty",
  early: "editorial.special.error.early",
  notEmpty: "editorial.special.error.notEmpty",
};
