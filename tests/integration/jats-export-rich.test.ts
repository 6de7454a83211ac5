import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XMLParser } from "fast-xml-parser";
import { DATABASES, type TestDatabase } from "./databases";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { FIXTURES, SAMPLE_FILES, hasXmllint, validateJats } from "./import-jats-helpers";
import { importJatsFile } from "@core/import-jats/import-jats-file";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import type { ProtocolDetail } from "@core/protocols/protocol-detail";
import { loadProtocolBody } from "@core/protocols/load-protocol-body";
import { buildProtocolJats } from "@core/protocols/export/build-protocol-jats";
import type { ProtocolBody } from "@core/protocols/body";
import { AUTHORED_PROTOCOLS } from "@seed/content/protocols";
import { exportLabels } from "~/lib/export-labels.server";

const TODAY = "2026-11-21";
const ORIGIN = "https://opls.example.org";

/** Parsed with a real XML parser, every element an array so paths read the same whatever the count. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: () => true,
  textNodeName: "#text",
});
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type X = any;

function exportOf(p: ProtocolDetail, body: ProtocolBody | null): string {
  const year = (p.issue?.publishedOn ?? p.publishedOn ?? p.onlineOn ?? "").slice(0, 4);
  return buildProtocolJats(p, body, exportLabels("en", p.licence, year), ORIGIN);
}

const count = (xml: string, re: RegExp) => (xml.match(re) ?? []).length;

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`rich JATS export on ${target.name}`, () => {
    let t: TestDatabase;
    const byTitle = async (start: string) =>
      (
        await t.db
          .selectFrom("protocols")
          .select("id")
          .where("title_en", "like", `${start}%`)
          .orderBy("id")
          .executeTakeFirstOrThrow()
      ).id;
    const load = async (id: number) => {
      const p = (await findProtocolDetail(t.db, id))!;
      const body = (await loadProtocolBody(t.db, id, "en"))?.body ?? null;
      return { p, body, xml: exportOf(p, body) };
    };
    beforeAll(async () => {
      t = await target.create({ protocols: 300, today: TODAY });
    });
    afterAll(async () => {
      await t?.drop();
    });

    it("tags the journal's references as element-citations and keeps unreadable ones as mixed-citation", async () => {
      const { body, xml } = await load(await byTitle("Western Blot Analysis of Whole-cell Lysates"));
      const refs: X[] = parser.parse(xml).article[0].back[0]["ref-list"][0].ref;
      expect(refs).toHaveLength(body!.references.length);
      expect(refs.every((r: X) => r["element-citation"])).toBe(true);
      expect(xml).toContain(
        '<ref id="r1"><label>1</label><element-citation publication-type="journal"><person-group person-group-type="author"><name name-style="western"><surname>Laemmli</surname><given-names>U. K.</given-names></name></person-group>' +
          "<article-title>Cleavage of structural proteins during the assembly of the head of bacteriophage T4</article-title><source>Nature</source><year>1970</year><volume>227</volume><issue>5259</issue><fpage>680</fpage><lpage>685</lpage>" +
          '<pub-id pub-id-type="doi">10.1038/227680a0</pub-id></element-citation></ref>',
      );
      // A single page-like value is an article number.
      expect(xml).toContain(
        "<source>Anal Biochem</source><year>2020</year><volume>593</volume><elocation-id>113608</elocation-id>",
      );
      // The book chapter ("In: … (Ed.)") of the His-tag protocol stays as written, with its type.
      const his = await load(await byTitle("Expression and Two-step Purification of His-tagged Proteins"));
      expect(his.xml).toMatch(/<mixed-citation publication-type="book">Gasteiger, E\., [^<]*In: Walker/);
      expect(count(his.xml, /<element-citation publication-type="journal">/g)).toBe(his.body!.references.length - 1);
    });

    it("marks 'et al.' lists with etal and a name suffix as suffix", async () => {
      const { xml } = await load(await byTitle("Multicolour Immunofluorescence Staining"));
      expect(xml).toMatch(
        /<name name-style="western"><surname>Snyder<\/surname><given-names>M\.<\/given-names><\/name><etal\/><\/person-group>/,
      );
      const sc = await load(await byTitle("A Reproducible Workflow for Single-cell RNA-seq Analysis"));
      expect(sc.xml).toContain("<surname>Mauck</surname><given-names>W. M.</given-names><suffix>3rd</suffix></name>");
      // Generated protocols write "Surname, I., Surname, I., et al." in some references.
      const generated = await t.db
        .selectFrom("protocols")
        .innerJoin("protocol_bodies", "protocol_bodies.protocol_id", "protocols.id")
        .select("protocols.id")
        .where("protocols.kind", "=", "bp")
        .where("protocol_bodies.lang", "=", "en")
        .where("protocol_bodies.body", "like", "%et al.%")
        .where(
          "title_en",
          "not in",
          AUTHORED_PROTOCOLS.map((a) => a.titleEn),
        )
        .orderBy("protocols.id", "desc")
        .executeTakeFirstOrThrow();
      const g = await load(generated.id);
      const withEtAl = g.body!.references.filter((r) => /\bet al\./.test(r.text)).length;
      expect(withEtAl).toBeGreaterThan(0);
      expect(count(g.xml, /<etal\/><\/person-group>/g)).toBe(withEtAl);
    });

    it("gives licence, dates, funding, counts, ORCIDs, caption titles and languages", async () => {
      const { p, body, xml } = await load(await byTitle("Western Blot Analysis of Whole-cell Lysates"));
      expect(xml).toMatch(/<article xmlns:ali="http:\/\/www\.niso\.org\/schemas\/ali\/1\.0\/"[^>]* xml:lang="en">/);
      expect(xml).toContain(
        `<ali:license_ref>https://creativecommons.org/licenses/by/4.0/</ali:license_ref><license-p>`,
      );
      const [y, m, d] = p.onlineOn!.split("-");
      expect(xml).toContain(
        `<pub-date publication-format="electronic" date-type="pub" iso-8601-date="${p.onlineOn}"><day>${d}</day><month>${m}</month><year>${y}</year></pub-date>`,
      );
      const [iy, im] = p.issue!.publishedOn.split("-");
      expect(xml).toContain(
        `<pub-date publication-format="electronic" date-type="collection" iso-8601-date="${iy}-${im}"><month>${im}</month><year>${iy}</year></pub-date><volume>${p.issue!.volume}</volume><issue>${p.issue!.number}</issue>`,
      );
      expect(xml).toContain(
        '<funding-group><award-group id="fund1"><funding-source>Hubei Provincial Natural Science Programme</funding-source><award-id>2023-CFB-0417</award-id></award-group></funding-group>',
      );
      const figs = body!.sections.flatMap((s) => s.blocks).filter((b) => b.type === "figure").length;
      const tables = body!.sections
        .flatMap((s) => s.blocks)
        .filter((b) => b.type === "table" || b.type === "materials").length;
      expect(xml).toContain(`<counts><fig-count count="${figs}"/><table-count count="${tables}"/>`);
      expect(xml).toContain(`<ref-count count="${body!.references.length}"/></counts>`);
      expect(figs).toBeGreaterThan(0);
      // Every figure and table caption starts with a title.
      expect(count(xml, /<caption><title>[^<]/g)).toBe(count(xml, /<caption>/g));
      expect(count(xml, /<caption>/g)).toBeGreaterThanOrEqual(figs + tables);
      // Names are surname + given-names; Chinese title and abstract are marked zh.
      expect(count(xml, /<contrib contrib-type="author"/g)).toBe(p.authors.length);
      expect(
        count(
          xml,
          /<name name-style="western"><surname>[^<]+<\/surname><given-names>[^<]+<\/given-names><\/name>(?:<name-alternatives>|<xref|<\/contrib>)/g,
        ),
      ).toBe(p.authors.length);
      expect(xml).toContain(
        '<name name-style="western"><surname>Lin</surname><given-names>Xiaowen</given-names></name><name-alternatives><name name-style="eastern" xml:lang="zh"><surname>林</surname><given-names>晓雯</given-names></name></name-alternatives>',
      );
      if (p.titleCn)
        expect(xml).toContain(
          `<trans-title-group xml:lang="zh"><trans-title>${p.titleCn}</trans-title></trans-title-group>`,
        );
      if (p.abstractCn) expect(xml).toContain('<trans-abstract xml:lang="zh">');
    });

    it("states every ORCID as not authenticated (the journal does not record how it was obtained)", async () => {
      const row = await t.db
        .selectFrom("protocol_authors")
        .select("protocol_id")
        .where("orcid", "is not", null)
        .orderBy("protocol_id")
        .executeTakeFirstOrThrow();
      const { p, xml } = await load(row.protocol_id);
      const orcids = p.authors.filter((a) => a.orcid).map((a) => a.orcid);
      expect(orcids.length).toBeGreaterThan(0);
      for (const o of orcids)
        expect(xml).toContain(
          `<contrib-id contrib-id-type="orcid" authenticated="false">https://orcid.org/${o}</contrib-id>`,
        );
      expect(xml).not.toContain('authenticated="true"');
    });

    it("derives no funding when the acknowledgments name no funder", async () => {
      const { body, xml } = await load(await byTitle("Chromatin Immunoprecipitation"));
      expect(JSON.stringify(body)).toContain("start-up grant to W.Z.");
      expect(xml).not.toContain("<funding-group>");
    });

    it("counts equations and keeps in-press protocols to their online date", async () => {
      const { xml } = await load(await byTitle("High-throughput Bacterial Growth Curves"));
      expect(xml).toMatch(/<equation-count count="[1-9]\d*"\/>/);
      const inPress = await t.db
        .selectFrom("protocols")
        .select("id")
        .where("status", "=", "in_press")
        .orderBy("id")
        .executeTakeFirstOrThrow();
      const { p, xml: pressXml } = await load(inPress.id);
      expect(p.issue).toBeNull();
      expect(pressXml).toContain(`date-type="pub" iso-8601-date="${p.onlineOn}"`);
      expect(pressXml).not.toContain('date-type="collection"');
    });

    it.skipIf(!hasXmllint)("writes an imported equation's MathML beside its TeX, valid against the DTD", async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "opls-jats-mml-"));
      try {
        const file = path.join(FIXTURES, "protocol-with-steps.xml");
        const { id } = await importJatsFile(t.db, file, { status: "published", figureDirs: [dir], now: new Date() });
        const { xml } = await load(id);
        expect(xml).toContain(
          '<disp-formula id="e1"><alternatives><mml:math display="block"><mml:mi>c</mml:mi><mml:mo>=</mml:mo><mml:mfrac>',
        );
        expect(xml).toMatch(/<\/mml:math><tex-math>[^<]+<\/tex-math><textual-form>/);
        validateJats(xml);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it.skipIf(!hasXmllint)(
      "tags the references of an imported PLOS article (Vancouver style) and stays valid",
      async () => {
        const dir = mkdtempSync(path.join(tmpdir(), "opls-jats-plos-"));
        try {
          const file = SAMPLE_FILES.find((f) => f.endsWith("journal.pone.0153170.xml"))!;
          const { id } = await importJatsFile(t.db, file, { status: "published", figureDirs: [dir], now: new Date() });
          const { body, xml } = await load(id);
          const tagged = count(xml, /<element-citation publication-type="journal">/g);
          expect(tagged + count(xml, /<mixed-citation/g)).toBe(body!.references.length);
          expect(tagged).toBeGreaterThan(body!.references.length * 0.8);
          expect(xml).toContain(
            "<source>Nat Rev Immunol</source><year>2010</year><volume>10</volume><issue>4</issue><fpage>236</fpage><lpage>247</lpage>",
          );
          validateJats(xml);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    );

    it.skipIf(!hasXmllint)(
      "validates against the JATS 1.3 DTD for protocols with figures, tables, equations and Chinese titles",
      async () => {
        const authored = await t.db
          .selectFrom("protocols")
          .select(["id", "title_cn"])
          .where(
            "title_en",
            "in",
            AUTHORED_PROTOCOLS.map((a) => a.titleEn),
          )
          .execute();
        const hand = await t.db
          .selectFrom("protocols")
          .select(["id", "title_cn"])
          .where("kind", "=", "bp")
          .orderBy("id")
          .limit(15)
          .execute();
        const preprint = await t.db
          .selectFrom("protocols")
          .select(["id", "title_cn"])
          .where("kind", "=", "bpp")
          .orderBy("id")
          .limit(3)
          .execute();
        const inPress = await t.db
          .selectFrom("protocols")
          .select(["id", "title_cn"])
          .where("status", "=", "in_press")
          .orderBy("id")
          .limit(3)
          .execute();
        const sample = [...authored, ...hand, ...preprint, ...inPress];
        expect(authored.length).toBeGreaterThanOrEqual(AUTHORED_PROTOCOLS.length);
        let withChinese = 0;
        let withEquation = 0;
        let withTable = 0;
        let withFigure = 0;
        for (const row of sample) {
          const { p, xml } = await load(row.id);
          if (row.title_cn) withChinese++;
          if (xml.includes("<disp-formula")) withEquation++;
          if (xml.includes("<table-wrap id=") && xml.includes("<label>Table")) withTable++;
          if (xml.includes("<fig ")) withFigure++;
          expect(() => validateJats(xml), `protocol ${row.id}`).not.toThrow();
          // The front matter alone (the OAI-PMH record) is valid too.
          expect(() => validateJats(exportOf(p, null))).not.toThrow();
        }
        expect(withChinese).toBeGreaterThan(0);
        expect(withEquation).toBeGreaterThan(0);
        expect(withTable).toBeGreaterThan(0);
        expect(withFigure).toBeGreaterThan(0);
      },
    );
  });
}
