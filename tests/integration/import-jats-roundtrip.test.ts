import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DATABASES, type TestDatabase } from "./databases";
import { FIXTURES, SAMPLE_FILES, hasXmllint, validateJats } from "./import-jats-helpers";
import { importJatsFile } from "@core/import-jats/import-jats-file";
import { at, childElements, descendants, parseXml, textOf, type XElement } from "@core/import-jats/xml-tree";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import { loadProtocolBody } from "@core/protocols/load-protocol-body";
import { buildProtocolJats } from "@core/protocols/export/build-protocol-jats";
import { exportLabels } from "~/lib/export-labels.server";

const ORIGIN = "https://opls.example.org";
/** The authors' surnames of a JATS file (null for a group author), in order. */
function authorSurnames(root: XElement): (string | null)[] {
  return descendants(at(root, "front/article-meta")!, "contrib")
    .filter((c) => c.attrs["contrib-type"] === "author")
    .map((c) => (descendants(c, "surname")[0] ? textOf(descendants(c, "surname")[0]) : null));
}

const sectionTitles = (root: XElement) =>
  descendants(at(root, "body") ?? root, "sec")
    .map((sec) => textOf(childElements(sec, "title")[0]))
    .filter(Boolean);

for (const target of DATABASES) {
  describe.skipIf(!target.available || !hasXmllint)(`JATS import → export round trip on ${target.name}`, () => {
    let t: TestDatabase;
    let dir: string;
    beforeAll(async () => {
      t = await target.create();
      dir = mkdtempSync(path.join(tmpdir(), "opls-jats-rt-"));
    });
    afterAll(async () => {
      await t?.drop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it.each([...SAMPLE_FILES, path.join(FIXTURES, "protocol-with-steps.xml")].map((f) => [path.basename(f), f]))(
      "%s: the exported JATS is valid and keeps title, authors, abstract, sections and references",
      async (_name, file) => {
        const source = readFileSync(file, "utf8");
        const { id } = await importJatsFile(t.db, file, {
          status: "published",
          figureDirs: [path.join(dir, "figures")],
          now: new Date(),
        });
        const p = (await findProtocolDetail(t.db, id))!;
        const body = (await loadProtocolBody(t.db, id, "en"))!.body;
        const exported = buildProtocolJats(
          p,
          body,
          exportLabels("en", p.licence, (p.publishedOn ?? "").slice(0, 4)),
          ORIGIN,
        );
        validateJats(exported);

        const src = parseXml(source);
        const out = parseXml(exported);
        const title = (root: XElement) => textOf(at(root, "front/article-meta/title-group/article-title"));
        expect(title(out)).toBe(title(src));
        // Authors: the same surnames in the same order (a group author has none to compare).
        const srcNames = authorSurnames(src);
        const outNames = authorSurnames(out);
        expect(outNames).toHaveLength(srcNames.length);
        srcNames.forEach((name, i) => name !== null && expect(outNames[i]).toBe(name));
        // The abstract's words (a notice without one gets its first paragraph).
        const abstract = textOf(at(out, "front/article-meta/abstract"));
        const sourceAbstract = childElements(at(src, "front/article-meta")!, "abstract")[0];
        if (sourceAbstract)
          expect(abstract).toContain(textOf(descendants(sourceAbstract, "p")[0]).split(" ").slice(0, 8).join(" "));
        else expect(abstract).toBe(p.abstractEn);
        // Sections: every section of the body, and every section title of the source, is in the export.
        expect(exported.match(/<sec id="s\d+" sec-type="/g)).toHaveLength(body.sections.length);
        const outTitles = new Set(sectionTitles(out));
        for (const sectionTitle of sectionTitles(src))
          expect([...outTitles].map((x) => x.toLowerCase())).toContain(sectionTitle.toLowerCase());
        // References: as many, each with its DOI when the source has one.
        expect(descendants(at(out, "back")!, "ref")).toHaveLength(descendants(at(src, "back")!, "ref").length);
        for (const r of body.references.filter((x) => x.doi)) expect(exported).toContain(r.doi);
      },
    );
  });
}
