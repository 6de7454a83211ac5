import type { AuthoredTranslation } from "../types";

/**
 * The Chinese full texts of the hand-written demo protocols, by slug (issue 17 §2). Each file translates one
 * protocol of ../protocols with the same structure (see ../check-translation.ts).
 */
export const AUTHORED_TRANSLATIONS: ReadonlyMap<string, AuthoredTranslation> = new Map(
  ([] as AuthoredTranslation[]).map((t) => [t.slug, t]),
);
