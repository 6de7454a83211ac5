import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { sql } from "kysely";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { DATABASES, type TestDatabase } from "./databases";
import { FIXTURES, SAMPLE_FILES } from "./import-jats-helpers";
import { importJatsFile, type ImportJatsOptions } from "@core/import-jats/import-jats-file";
import { JatsImportError } from "@core/import-jats/jats-import-error";
import { loadProtocolBody } from "@core/protocols/load-protocol-body";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import { searchProtocols } from "@core/search/search-protocols";
import { parseSearchParams } from "@core/search/search-params";
import type { Block, ProtocolBody } from "@core/protocols/body";

const countOf = (xml: string, re: RegExp) => (xml.match(re) ?? []).length;
const blocks = (body: ProtocolBody) => body.sections.flatMap((s) => s.blocks);

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`JATS import on ${target.name}`, () => {
    let t: TestDatabase;
    let dir: string;
    let options: ImportJatsOptions;
    const ids = new Map<string, number>();
    const protocolCount = async () =>
      Number(
        (
          await t.db
            .selectFrom("protocols")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    beforeAll(async () => {
      t = await target.create();
      dir = mkdtempSync(path.join(tmpdir(), "opls-jats-"));
      options = { status: "in_press", figureDirs: [path.join(dir, "figures")], now: new Date("2026-11-23T10:00:00Z") };
    });
    afterAll(async () => {
      await t?.drop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("imports the five PLOS articles with metadata, authors, abstract, sections and references", async () => {
      for (const file of SAMPLE_FILES) {
        const result = await importJatsFile(t.db, file, options);
        expect(result.created).toBe(true);
        ids.set(path.basename(file), result.id);
        const xml = readFileSync(file, "utf8");
        const p = (await findProtocolDetail(t.db, result.id))!;
        expect(p.doi).toBe(result.doi);
        expect(xml).toContain(`<article-id pub-id-type="doi">${p.doi}</article-id>`);
        expect(p.kind).toBe("bp");
        expect(p.status).toBe("in_press");
        expect(p.titleCn).toBeNull();
        expect(p.abstractEn.length).toBeGreaterThan(20);
        expect(p.authors.length).toBe(countOf(xml, /<contrib\b[^>]*contrib-type="author"/g));
        const stored = (await loadProtocolBody(t.db, result.id, "en"))!;
        expect(stored.body.references).toHaveLength(countOf(xml, /<ref id=/g));
        // No Chinese full text: the Chinese page falls back to the English body and says so.
        expect((await loadProtocolBody(t.db, result.id, "cn"))!.lang).toBe("en");
        const updated = await t.db
          .selectFrom("protocols")
          .select("updated_at")
          .where("id", "=", result.id)
          .executeTakeFirstOrThrow();
        expect(updated.updated_at).toBe("2026-11-23T10:00:00.000Z");
      }
      const flow = (await findProtocolDetail(t.db, ids.get("journal.pone.0153170.xml")!))!;
      expect(flow.titleEn).toBe(
        "Renal Transplant Recipients Treated with Calcineurin-Inhibitors Lack Circulating Immature Transitional CD19+CD24hiCD38hi Regulatory B-Lymphocytes",
      );
      expect(flow.authors[0]).toMatchObject({ nameEn: "Bastian Tebbe", corresponding: false });
      expect(flow.authors.at(-1)).toMatchObject({
        nameEn: "André Hoerning",
        corresponding: true,
        email: "andre.hoerning@uk-erlangen.de",
      });
      expect(flow.authors[0]!.affiliations[0]).toContain("Department of Nephrology, University Hospital Essen");
      expect(flow.receivedOn).toBe("2015-08-07");
      expect(flow.acceptedOn).toBe("2016-03-24");
      expect(flow.onlineOn).toBe("2016-04-05");
      expect(flow.licence).toBe("CC BY 4.0");
      const body = (await loadProtocolBody(t.db, flow.id, "en"))!.body;
      expect(body.sections.map((s) => s.kind)).toEqual([
        "background",
        "materials",
        "procedure",
        "data_analysis",
        "validation",
        "notes",
        "acknowledgments",
      ]);
      expect(blocks(body).some((b) => b.type === "heading" && b.text === "Surface staining")).toBe(true);
      const table = blocks(body).find((b): b is Extract<Block, { type: "table" }> => b.type === "table")!;
      expect(table.head).toContain("TAC (n = 35)");
      // Figures whose image is not beside the XML are kept as notes that say so.
      const note = blocks(body).find((b) => b.type === "note" && JSON.stringify(b).includes("Fig 1."))!;
      expect(JSON.stringify(note)).toContain("Image not available");
      // In-text citations point at the references.
      expect(JSON.stringify(body.sections[0])).toMatch(/"t":"cite","ref":\d+/);
      const proteome = (await findProtocolDetail(t.db, ids.get("journal.pone.0160653.xml")!))!;
      expect(proteome.licence).toBe("CC0 1.0");
      expect(proteome.authors[0]).toMatchObject({
        nameEn: "Glendon J. Parker",
        orcid: "0000-0003-2937-5853",
        corresponding: true,
      });
      const correction = (await findProtocolDetail(t.db, ids.get("journal.pone.0097541.xml")!))!;
      expect(correction.authors.map((a) => a.nameEn)).toEqual(["The PLOS ONE Staff"]);
      expect(correction.abstractEn).toMatch(/^This article was republished on April 21, 2014/);
    });

    it("updates the search index", async () => {
      const found = await searchProtocols(
        t.db,
        parseSearchParams(new URLSearchParams({ content: "hair shaft proteome" })),
        { lang: "en", signedIn: true },
      );
      expect(found.hits.map((h) => h.summary.id)).toContain(ids.get("journal.pone.0160653.xml"));
    });

    it("is idempotent by DOI: a second import updates, never duplicates", async () => {
      const before = await protocolCount();
      const file = SAMPLE_FILES.find((f) => f.endsWith("journal.pone.0153170.xml"))!;
      const again = await importJatsFile(t.db, file, {
        ...options,
        status: "published",
        now: new Date("2026-11-23T11:00:00Z"),
      });
      expect(again).toMatchObject({ id: ids.get("journal.pone.0153170.xml"), created: false });
      expect(await protocolCount()).toBe(before);
      const p = (await findProtocolDetail(t.db, again.id))!;
      expect(p.status).toBe("published");
      expect(p.publishedOn).toBe("2016-04-05");
      expect(p.authors).toHaveLength(12);
      const row = await t.db
        .selectFrom("protocols")
        .select("updated_at")
        .where("id", "=", again.id)
        .executeTakeFirstOrThrow();
      expect(row.updated_at).toBe("2026-11-23T11:00:00.000Z");
      const bodies = await t.db
        .selectFrom("protocol_bodies")
        .select("lang")
        .where("protocol_id", "=", again.id)
        .execute();
      expect(bodies.map((b) => b.lang)).toEqual(["en"]);
    });

    it("writes nothing for a file it cannot read, and names the element", async () => {
      const before = await protocolCount();
      const source = readFileSync(
        SAMPLE_FILES.find((f) => f.endsWith("journal.pone.0046041.xml"))!,
        "utf8",
      );
      const cases: [string, string, string][] = [
        [
          "no-title.xml",
          source.replace(/<article-title>[\s\S]*?<\/article-title>/, ""),
          "article-meta/title-group/article-title missing",
        ],
        [
          "no-doi.xml",
          source.replace(/<article-id pub-id-type="doi">[^<]*<\/article-id>/, ""),
          'article-meta/article-id[@pub-id-type="doi"] missing',
        ],
        ["truncated.xml", source.slice(0, source.length / 2), "not well-formed XML"],
        ["not-jats.xml", "<html><body/></html>", "article (root element) missing"],
        ["absent.xml", "", "cannot read the file"],
      ];
      for (const [name, xml, message] of cases) {
        const file = path.join(dir, name);
        if (xml) writeFileSync(file, xml);
        const error = await importJatsFile(t.db, file, options).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(JatsImportError);
        expect((error as Error).message).toContain(message);
      }
      expect(await protocolCount()).toBe(before);
      // A broken version of an article already imported leaves it as it was.
      const title = (await findProtocolDetail(t.db, ids.get("journal.pone.0046041.xml")!))!.titleEn;
      expect(title).toMatch(/^Potential Role of M\. tuberculosis/);
    });

    it("rolls back every write of a file when one fails inside the transaction", async () => {
      // A trigger makes the authors' insert fail after the protocol row and body are written.
      if (target.name === "sqlite") {
        await sql`create trigger fail_import before insert on protocol_authors when new.name_en = 'Adaeze N. Okafor' begin select raise(abort, 'boom'); end`.execute(
          t.db,
        );
      } else {
        await sql`create function fail_import() returns trigger language plpgsql as $$ begin if new.name_en = 'Adaeze N. Okafor' then raise exception 'boom'; end if; return new; end $$`.execute(
          t.db,
        );
        await sql`create trigger fail_import before insert on protocol_authors for each row execute function fail_import()`.execute(
          t.db,
        );
      }
      const bundle = path.join(dir, "rollback");
      mkdirSync(bundle, { recursive: true });
      copyFileSync(path.join(FIXTURES, "protocol-with-steps.xml"), path.join(bundle, "article.xml"));
      await sharp({ create: { width: 41, height: 30, channels: 3, background: "#aa3366" } })
        .png()
        .toFile(path.join(bundle, "fig1.png"));
      const figures = path.join(dir, "rollback-figures");
      const before = await protocolCount();
      await expect(
        importJatsFile(t.db, path.join(bundle, "article.xml"), { ...options, figureDirs: [figures] }),
      ).rejects.toThrow(/boom/);
      expect(await protocolCount()).toBe(before);
      expect(
        await t.db.selectFrom("protocols").select("id").where("doi", "=", "10.99999/Import.Test.0001").execute(),
      ).toEqual([]);
      const orphans = await t.db
        .selectFrom("protocol_bodies")
        .select("protocol_id")
        .where("protocol_id", "not in", t.db.selectFrom("protocols").select("id"))
        .execute();
      expect(orphans).toEqual([]);
      const found = await searchProtocols(t.db, parseSearchParams(new URLSearchParams({ content: "haemocytometer" })), {
        lang: "en",
        signedIn: true,
      });
      expect(found.total).toBe(0);
      // The image it had stored is removed again.
      expect(existsSync(figures) ? readdirSync(figures) : []).toEqual([]);
      await sql`drop trigger fail_import${target.name === "sqlite" ? sql`` : sql` on protocol_authors`}`.execute(t.db);
    });

    it("imports an eLife record with affiliations inside the contributors and no body", async () => {
      const result = await importJatsFile(t.db, path.join(FIXTURES, "elife-06828-poa.xml"), options);
      const p = (await findProtocolDetail(t.db, result.id))!;
      expect(p.doi).toBe("10.7554/eLife.06828");
      expect(p.titleEn).toBe(
        "Cis and trans RET signaling control the survival and central projection growth of rapidly adapting mechanoreceptors",
      );
      expect(p.keywordsEn).toEqual([
        "neurotrophins",
        "RET signaling",
        "DRG neuron development",
        "cis and trans activation",
      ]);
      expect(p.authors).toHaveLength(7);
      expect(p.authors.at(-1)).toEqual({
        nameEn: "Wenqin Luo",
        nameCn: null,
        affiliations: [
          "Department of Neuroscience, Perelman School of Medicine, University of Pennsylvania, Philadelphia, United States",
        ],
        orcid: null,
        corresponding: true,
        email: "luow@mail.med.upenn.edu",
      });
      const body = (await loadProtocolBody(t.db, result.id, "en"))!.body;
      expect(body.sections.map((s) => s.kind)).toEqual(["competing_interests", "ethics"]);
      expect(body.references).toEqual([]);
    });

    it("imports steps, MathML, tables with spans, Chinese title and figure images", async () => {
      const bundle = path.join(dir, "bundle");
      rmSync(bundle, { recursive: true, force: true });
      mkdirSync(bundle);
      copyFileSync(path.join(FIXTURES, "protocol-with-steps.xml"), path.join(bundle, "article.xml"));
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366aa" } })
        .png()
        .toFile(path.join(bundle, "fig1.png"));
      const result = await importJatsFile(t.db, path.join(bundle, "article.xml"), options);
      expect(result.missingImages).toEqual(["fig2.tif"]);
      const p = (await findProtocolDetail(t.db, result.id))!;
      expect(p.titleEn).toBe("Counting Yeast Cells with a Haemocytometer and Methylene Blue");
      expect(p.titleCn).toBe("用血细胞计数板和亚甲蓝计数酵母细胞");
      expect(p.abstractEn).toBe("A simple count of live and dead yeast cells.\n\nDead cells take up the dye.");
      expect(p.abstractCn).toBe("简单计数活酵母细胞和死酵母细胞。");
      expect(p.keywordsEn).toEqual(["Yeast", "Viability"]);
      expect(p.keywordsCn).toEqual(["酵母", "活力"]);
      expect(p.licence).toBe("CC BY 4.0");
      expect(p.authors).toEqual([
        {
          nameEn: "Adaeze N. Okafor",
          nameCn: null,
          affiliations: ["Department of Microbiology, Example University, Exampletown, Country"],
          orcid: "0000-0002-1825-0097",
          corresponding: true,
          email: "a.okafor@example.org",
        },
        {
          nameEn: "Lan Chen",
          nameCn: "陈兰",
          affiliations: [
            "Department of Microbiology, Example University, Exampletown, Country",
            "Second Example Institute, Sampleville",
          ],
          orcid: null,
          corresponding: false,
          email: null,
        },
      ]);
      const body = (await loadProtocolBody(t.db, result.id, "en"))!.body;
      const procedure = body.sections.find((s) => s.kind === "procedure")!;
      const steps = procedure.blocks.find((b): b is Extract<Block, { type: "steps" }> => b.type === "steps")!;
      expect(steps.items).toHaveLength(3);
      expect(steps.items[0]!.notes).toEqual([[{ t: "text", v: "Work within 10 min." }]]);
      expect(steps.items[1]!.substeps).toHaveLength(2);
      const equation = procedure.blocks.find((b): b is Extract<Block, { type: "equation" }> => b.type === "equation")!;
      expect(equation.mathml).toContain("<mml:mfrac><mml:mi>N</mml:mi><mml:mn>4</mml:mn></mml:mfrac>");
      expect(equation.tex).toContain("\\frac{N}{4}");
      expect(equation.text).toBe("c = N/4 × 10^4");
      expect(body.sections.find((s) => s.kind === "data_analysis")!.blocks[0]).toEqual({
        type: "heading",
        text: "Statistical analysis",
      });
      const all = blocks(body);
      const figure = all.find((b): b is Extract<Block, { type: "figure" }> => b.type === "figure")!;
      // A 40 px image: one AVIF and one WebP rendition at its own width, and its JPEG (ADR 0137).
      expect(figure.src).toMatch(/^\/figures\/imported\/[0-9a-f]{32}-w40\.jpg$/);
      expect(figure).toMatchObject({ width: 40, height: 30, srcset: expect.stringMatching(/-40\.webp 40w$/), srcsetAvif: expect.stringMatching(/-40\.avif 40w$/) });
      expect(existsSync(path.join(dir, "figures", path.basename(figure.src)))).toBe(true);
      expect(figure.alt).toBe("A chamber.");
      const table = all.find((b): b is Extract<Block, { type: "table" }> => b.type === "table")!;
      expect(table.head).toEqual(["Sample", "Cells live", "dead"]);
      expect(table.rows).toEqual([
        ["A", "95", "5"],
        ["B", "90", "10"],
      ]);
      expect(JSON.stringify(all)).toContain("fig2.tif");
      expect(body.references).toEqual([
        { text: "Doe J (2001) Counting cells. J Examples 3: 1–9.", doi: "10.99999/example.1" },
      ]);
      expect(body.sections[0]!.blocks[1]).toEqual({
        type: "paragraph",
        content: [
          { t: "text", v: "Counting cells is routine " },
          { t: "cite", ref: 1 },
          { t: "text", v: "." },
        ],
      });
    });
  });
}
