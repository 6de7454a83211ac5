import { createHash } from "node:crypto";
import { digestFile, readStoredFile, writeStoredFile, type StoredFile } from "../digest-file-store";
import { renderSocialCard, socialCardFaces, SOCIAL_CARD_VERSION, type SocialCardContent } from "./render-social-card";

/** A stored card and its strong validator (a hash of its bytes). */
export type StoredCard = StoredFile;

/**
 * The store key of a card: a digest of everything drawn on it, the font files and the drawing's version.
 * A changed title or author list gives a new key, hence a new card, with no invalidation to remember.
 */
export function socialCardKey(content: SocialCardContent): string {
  const faces = socialCardFaces(content.chinese);
  return createHash("sha256")
    .update(JSON.stringify({ v: SOCIAL_CARD_VERSION, content, fonts: [faces.regular.file, faces.bold.file] }))
    .digest("hex");
}

const inFlight = new Map<string, Promise<StoredCard>>();

/** Cards drawn by this process (tests read it to see a card is drawn once). */
export const socialCardRenders = { count: 0 };

/**
 * The card of `content`: read from `dir` when it was drawn before (by any server sharing the folder),
 * otherwise drawn once — concurrent requests wait for the same drawing — and stored (temporary name, then
 * rename, so a reader sees the whole file or none).
 */
export async function obtainSocialCard(dir: string, content: SocialCardContent): Promise<StoredCard> {
  const key = socialCardKey(content);
  const file = digestFile(dir, key, "png", "social card");
  const drawn = await readStoredFile(file);
  if (drawn) return drawn;
  const flightKey = `${dir}\n${key}`;
  let flight = inFlight.get(flightKey);
  if (!flight) {
    flight = (async () => {
      try {
        socialCardRenders.count += 1;
        return await writeStoredFile(file, await renderSocialCard(content), 0o644);
      } finally {
        inFlight.delete(flightKey);
      }
    })();
    inFlight.set(flightKey, flight);
  }
  return flight;
}
