import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { renderSocialCard, socialCardFaces, SOCIAL_CARD_VERSION, type SocialCardContent } from "./render-social-card";

/** A stored card and its strong validator (a hash of its bytes). */
export interface StoredCard {
  bytes: Buffer;
  etag: string;
}

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

function fileFor(dir: string, key: string): string {
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error("not a social card key");
  return path.join(dir, key.slice(0, 2), `${key}.png`);
}

const etagOf = (bytes: Buffer) => `"${createHash("sha256").update(bytes).digest("base64url")}"`;

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
  const file = fileFor(dir, key);
  try {
    const bytes = await readFile(file);
    return { bytes, etag: etagOf(bytes) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const flightKey = `${dir}\n${key}`;
  let flight = inFlight.get(flightKey);
  if (!flight) {
    flight = (async () => {
      try {
        socialCardRenders.count += 1;
        const bytes = await renderSocialCard(content);
        await mkdir(path.dirname(file), { recursive: true });
        const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
        try {
          await writeFile(temporary, bytes, { mode: 0o644 });
          await rename(temporary, file);
        } catch (error) {
          await unlink(temporary).catch(() => undefined);
          throw error;
        }
        return { bytes, etag: etagOf(bytes) };
      } finally {
        inFlight.delete(flightKey);
      }
    })();
    inFlight.set(flightKey, flight);
  }
  return flight;
}
