import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import sharp from "sharp";
import { findDraft } from "@core/editorial/find-draft";
import { importJatsDraft } from "@core/editorial/import-jats-draft";
import type { Block } from "@core/protocols/body";
import { DATABASES, type TestDatabase } from "./databases";
import { SAMPLE_FILES } from "./import-jats-helpers";

/**
 * Issue 14 "Import JATS … and optionally its figures as a zip": the office's importer takes the figures' images
 * from a zip, found by the names the XML gives (as the command line finds them beside the file, ADR 0092).
 */
const editor = { userId: null, name: "import-editor@example.org" };
const XML = readFileSync(SAMPLE_FILES.find((f) => path.basename(f) === "journal.pone.0046041.xml")!, "utf8");

async function png(width: number, height: number, colour: string): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer());
}

function figures(blocks: Block[]): Extract<Block, { type: "figure" }>[] {
  return blocks.flatMap((b) => (b.type === "figure" ? [b] : []));
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`importing a JATS article with a zip of its figures on ${target.name}`, () => {
    let t: TestDatabase;
    let dir: string;
    beforeAll(async () => {
      t = await target.create();
      dir = mkdtempSync(path.join(tmpdir(), "import-figures-"));
    });
    afterAll(async () => t?.drop());

    it("places the images the zip holds (a note without it), and ignores folders and other files", async () => {
      const zip = zipSync({
        "figures/journal.pone.0046041.g001.png": await png(640, 480, "#2a6f97"),
        "../../outside.png": await png(20, 20, "#aa3333"),
        "README.txt": new TextEncoder().encode("Figures of the article."),
      });
      const out = path.join(dir, "figures/imported");
      const result = await importJatsDraft(t.db, XML, { kind: "bp", categoryIds: [4] }, editor, { zip, dirs: [out] });
      if (!result.ok) throw new Error(result.reason);
      const draft = (await findDraft(t.db, result.draftId))!.draft;
      const placed = figures(draft.body.sections.flatMap((s) => s.blocks));
      expect(placed).toHaveLength(1);
      // Made web renditions like an uploaded figure (ADR 0137): AVIF and WebP at 480 and 640 px, a JPEG fallback.
      expect(placed[0]).toMatchObject({ width: 640, height: 480 });
      expect(placed[0]!.src).toMatch(/^\/figures\/imported\/[0-9a-f]{32}-w480-640\.jpg$/);
      expect(placed[0]!.srcsetAvif).toMatch(/^\/figures\/imported\/[0-9a-f]{32}-480\.avif 480w, \S+-640\.avif 640w$/);
      for (const candidate of [...placed[0]!.srcset!.split(", "), ...placed[0]!.srcsetAvif!.split(", ")]) {
        expect(existsSync(path.join(out, path.basename(candidate.split(" ")[0]!)))).toBe(true);
      }
      expect(existsSync(path.join(out, path.basename(placed[0]!.src)))).toBe(true);
      expect(JSON.stringify(draft.body)).not.toContain("Image not available");
      // Without the zip the same figure is a note naming its file, as before.
      const bare = await importJatsDraft(t.db, XML, { kind: "bp", categoryIds: [4] }, editor);
      if (!bare.ok) throw new Error(bare.reason);
      const bareBody = (await findDraft(t.db, bare.draftId))!.draft.body;
      expect(figures(bareBody.sections.flatMap((s) => s.blocks))).toEqual([]);
      expect(JSON.stringify(bareBody)).toContain("Image not available");
      // A name that climbs out of the zip's folders is only a file name: nothing is written outside the store.
      expect(readdirSync(dir).sort()).toEqual(["figures"]);
      expect(readdirSync(out)).toHaveLength(5);
    });

    it("refuses a file that is not a zip, and one that unpacks to too many images, storing nothing", async () => {
      const out = path.join(dir, "refused");
      const broken = await importJatsDraft(t.db, XML, { kind: "bp", categoryIds: [4] }, editor, { zip: new TextEncoder().encode("PK not really"), dirs: [out] });
      expect(broken).toMatchObject({ ok: false, reason: "unreadable" });
      expect(broken.ok ? "" : "detail" in broken ? broken.detail : "").toMatch(/zip/);
      const tiny = await png(2, 2, "#000000");
      const many = zipSync(Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`f${i}.png`, tiny])));
      const tooMany = await importJatsDraft(t.db, XML, { kind: "bp", categoryIds: [4] }, editor, { zip: many, dirs: [out] });
      expect(tooMany).toMatchObject({ ok: false, reason: "unreadable" });
      expect(existsSync(out)).toBe(false);
    });
  });
}
