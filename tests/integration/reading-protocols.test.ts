import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { sql } from "kysely";
import { PDFParse } from "pdf-parse";
import { DATABASES, type TestDatabase } from "./databases";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import { loadProtocolBody } from "@core/protocols/load-protocol-body";
import { recordProtocolView } from "@core/protocols/record-protocol-view";
import { listProtocolQuestions } from "@core/protocols/list-protocol-questions";
import { listRelatedProtocols } from "@core/protocols/list-related-protocols";
import { isProtocolFavourited } from "@core/protocols/is-protocol-favourited";
import {
  countInPress,
  countMostCited,
  countMostRead,
  listInPress,
  listMostCited,
  listMostRead,
  mostCitedWindow,
  mostReadWindow,
} from "@core/protocols/list-reading-lists";
import { countCategoryProtocols, listCategoryProtocols } from "@core/protocols/list-category-protocols";
import { countVolumes, listVolumesWithIssues } from "@core/issues/list-volumes-with-issues";
import { findIssue } from "@core/issues/find-issue";
import { listIssueProtocols } from "@core/issues/list-issue-protocols";
import { pdfSupportsChinese, renderProtocolPdf, type ProtocolPdfInput } from "@core/protocols/export/render-protocol-pdf";
import { loadPdfFigure } from "@core/protocols/export/load-pdf-figure";
import { buildProtocolJats } from "@core/protocols/export/build-protocol-jats";
import { exportLabels } from "~/lib/export-labels.server";
import { CATEGORIES } from "@core/categories/categories";

const TODAY = "2026-11-21";
const NOW = new Date(`${TODAY}T12:00:00Z`);

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`reading protocols on ${target.name}`, () => {
    let t: TestDatabase;
    let westernBlotId: number;
    beforeAll(async () => {
      t = await target.create({ protocols: 400, today: TODAY });
      const row = await t.db.selectFrom("protocols").select("id").where("title_en", "like", "Western Blot Analysis of Whole-cell Lysates%").executeTakeFirstOrThrow();
      westernBlotId = row.id;
    });
    afterAll(async () => {
      await t?.drop();
    });

    it("loads a protocol with its people, subjects, issue and body", async () => {
      const p = await findProtocolDetail(t.db, westernBlotId);
      expect(p).not.toBeNull();
      expect(p!.kind).toBe("bp");
      expect(p!.authors.map((a) => a.nameEn)).toEqual(["Xiaowen Lin", "Daniel R. Whitcombe", "Haoran Zhou", "Yuqing Chen"]);
      expect(p!.authors[0]!.affiliations[0]).toContain("Eastlake University");
      expect(p!.categories.map((c) => c.id)).toEqual([2, 1]);
      expect(p!.keywordsEn).toContain("Western blot");
      expect(p!.issue).not.toBeNull();
      // It sits in one of the two newest issues.
      const newest = await t.db.selectFrom("issues").select("id").orderBy("published_on", "desc").limit(2).execute();
      expect(newest.map((i) => i.id)).toContain(p!.issue!.id);
      // The hand-written protocols have a Chinese full text (issue 17 §2); the English one is the fallback.
      const body = await loadProtocolBody(t.db, westernBlotId, "cn");
      expect(body?.lang).toBe("cn");
      expect(body?.body.sections.some((s) => s.blocks.some((b) => b.type === "figure"))).toBe(true);
      // Every demo protocol has a Chinese full text (issue 17 §1); one without (an imported one) falls back.
      const english = await t.db.selectFrom("protocols").select("id as protocol_id").where("kind", "=", "bp").orderBy("id").executeTakeFirstOrThrow();
      await t.db.deleteFrom("protocol_bodies").where("protocol_id", "=", english.protocol_id).where("lang", "=", "cn").execute();
      expect((await loadProtocolBody(t.db, english.protocol_id, "cn"))?.lang).toBe("en");
      expect(await findProtocolDetail(t.db, 999_999)).toBeNull();
    });

    it("links a preprint to its journal version and back", async () => {
      const preprint = await t.db
        .selectFrom("protocols")
        .select(["id", "journal_version_id"])
        .where("kind", "=", "bpp")
        .where("journal_version_id", "is not", null)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      const p = await findProtocolDetail(t.db, preprint.id);
      expect(p!.kind).toBe("bpp");
      expect(p!.journalVersion?.id).toBe(preprint.journal_version_id);
      const journal = await findProtocolDetail(t.db, preprint.journal_version_id!);
      expect(journal!.preprint).not.toBeNull();
    });

    it("counts a view once per visitor per day", async () => {
      const id = westernBlotId;
      const before = (await findProtocolDetail(t.db, id))!.views;
      expect(await recordProtocolView(t.db, id, "visitor-a", TODAY)).toBe(true);
      expect(await recordProtocolView(t.db, id, "visitor-a", TODAY)).toBe(false);
      expect(await recordProtocolView(t.db, id, "visitor-b", TODAY)).toBe(true);
      expect(await recordProtocolView(t.db, id, "visitor-a", "2026-11-22")).toBe(true);
      expect((await findProtocolDetail(t.db, id))!.views).toBe(before + 3);
      const day = await t.db.selectFrom("protocol_views_daily").select("views").where("protocol_id", "=", id).where("day", "=", "2026-11-22").executeTakeFirstOrThrow();
      expect(day.views).toBe(1);
    });

    it("lists most read over the last three months, paged, with the window's views", async () => {
      const window = mostReadWindow(NOW);
      expect(window).toEqual({ from: "2026-08-22", to: TODAY });
      const total = await countMostRead(t.db, NOW);
      const expected = await t.db
        .selectFrom("protocol_views_daily")
        .select(["protocol_id", sql<number>`sum(views)`.as("n")])
        .where("day", ">=", window.from)
        .where("day", "<=", window.to)
        .groupBy("protocol_id")
        .execute();
      expect(total).toBe(expected.length);
      const page1 = await listMostRead(t.db, 20, NOW, 0);
      const page2 = await listMostRead(t.db, 20, NOW, 20);
      const both = await listMostRead(t.db, 40, NOW, 0);
      expect([...page1, ...page2].map((p) => p.id)).toEqual(both.map((p) => p.id));
      const counts = new Map(expected.map((r) => [r.protocol_id, Number(r.n)]));
      for (const p of both) expect(p.windowCount).toBe(counts.get(p.id));
      for (let i = 1; i < both.length; i++) expect(both[i - 1]!.windowCount).toBeGreaterThanOrEqual(both[i]!.windowCount);
    });

    it("lists most cited over the last five years, paged, with the window's citations", async () => {
      expect(mostCitedWindow(NOW)).toEqual({ firstYear: 2022, lastYear: 2026 });
      const total = await countMostCited(t.db, NOW);
      const expected = await t.db
        .selectFrom("citations")
        .select(["protocol_id", sql<number>`count(*)`.as("n")])
        .where("year", ">=", 2022)
        .where("year", "<=", 2026)
        .groupBy("protocol_id")
        .execute();
      expect(total).toBe(expected.length);
      const list = await listMostCited(t.db, 30, NOW, 0);
      const counts = new Map(expected.map((r) => [r.protocol_id, Number(r.n)]));
      for (const p of list) expect(p.windowCount).toBe(counts.get(p.id));
      for (let i = 1; i < list.length; i++) expect(list[i - 1]!.windowCount).toBeGreaterThanOrEqual(list[i]!.windowCount);
      const old = await t.db.selectFrom("citations").select("protocol_id").where("year", "<", 2022).executeTakeFirst();
      if (old) {
        const inWindow = await t.db.selectFrom("citations").select("id").where("protocol_id", "=", old.protocol_id).where("year", ">=", 2022).execute();
        const ranked = (await listMostCited(t.db, total, NOW, 0)).find((p) => p.id === old.protocol_id);
        expect(ranked?.windowCount ?? 0).toBe(inWindow.length);
      }
    });

    it("lists articles in press newest first; publishing one moves it into its issue", async () => {
      const total = await countInPress(t.db);
      expect(total).toBe(24);
      const list = await listInPress(t.db, 50);
      expect(list).toHaveLength(24);
      for (let i = 1; i < list.length; i++) expect(list[i - 1]!.date! >= list[i]!.date!).toBe(true);
      expect(list.some((p) => p.status === "corrected_proof")).toBe(true);

      const moved = list[list.length - 1]!;
      const issue = await t.db.selectFrom("issues").select(["id", "published_on"]).orderBy("published_on", "desc").executeTakeFirstOrThrow();
      await t.db.updateTable("protocols").set({ status: "published", issue_id: issue.id, published_on: issue.published_on }).where("id", "=", moved.id).execute();
      const detail = await findProtocolDetail(t.db, moved.id);
      expect(detail!.status).toBe("published");
      expect(detail!.issue?.id).toBe(issue.id);
      expect((await listInPress(t.db, 50)).map((p) => p.id)).not.toContain(moved.id);
      expect(await countInPress(t.db)).toBe(23);
      expect((await listIssueProtocols(t.db, issue.id, 100, 0)).map((p) => p.id)).toContain(moved.id);
    });

    it("lists a subject's published protocols newest first", async () => {
      const category = CATEGORIES.find((c) => c.nameEn === "Biochemistry")!;
      const total = await countCategoryProtocols(t.db, category.id);
      expect(total).toBeGreaterThan(0);
      const page = await listCategoryProtocols(t.db, category.id, 20, 0);
      expect(page.length).toBe(Math.min(20, total));
      for (const p of page) {
        expect(p.categories.map((c) => c.id)).toContain(2);
        expect(p.status).toBe("published");
        expect(p.kind).toBe("bp");
      }
      for (let i = 1; i < page.length; i++) expect(page[i - 1]!.date! >= page[i]!.date!).toBe(true);
    });

    it("lists volumes with their issues, and an issue's protocols grouped by subject", async () => {
      expect(await countVolumes(t.db)).toBe(10);
      const [latest] = await listVolumesWithIssues(t.db, 1, 0);
      expect(latest!.year).toBe(2026);
      expect(latest!.issues.map((i) => i.number)).toEqual([22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
      const issue = await findIssue(t.db, latest!.issues[0]!.id);
      expect(issue!.protocolCount).toBe(latest!.issues[0]!.protocolCount);
      const items = await listIssueProtocols(t.db, issue!.id, 100, 0);
      expect(items).toHaveLength(issue!.protocolCount);
      const order: number[] = CATEGORIES.map((c) => c.id);
      const firstCategories = items.map((p) => order.indexOf(p.categories[0]!.id));
      expect([...firstCategories].sort((a, b) => a - b)).toEqual(firstCategories);
      expect(await findIssue(t.db, 999_999)).toBeNull();
    });

    it("reads questions with answers, related protocols and favourites", async () => {
      const user = await t.db
        .insertInto("users")
        .values({ email: `q-${target.name}@example.org`, username: "asker", password_hash: "!", full_name: "Ada Asker" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const q = await t.db
        .insertInto("questions")
        .values({ protocol_id: westernBlotId, user_id: user.id, title: "Which blocking buffer for phospho targets?", description: "Milk or BSA for phospho-p53?" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await t.db.insertInto("answers").values({ question_id: q.id, user_id: user.id, body: "Use 5% BSA: milk contains casein, a phosphoprotein." }).execute();
      const questions = await listProtocolQuestions(t.db, westernBlotId);
      expect(questions).toHaveLength(1);
      expect(questions[0]).toMatchObject({ author: "Ada Asker", title: "Which blocking buffer for phospho targets?" });
      expect(questions[0]!.answers[0]!.body).toContain("casein");
      expect((await listRelatedProtocols(t.db, westernBlotId)).length).toBeGreaterThan(0);
      expect(await isProtocolFavourited(t.db, user.id, westernBlotId)).toBe(false);
      await t.db.insertInto("favourites").values({ user_id: user.id, protocol_id: westernBlotId }).execute();
      expect(await isProtocolFavourited(t.db, user.id, westernBlotId)).toBe(true);
    });

    /** The western-blot protocol's PDF in `lang` (its stored body, the site's figures; `change` alters the input) and its text. */
    async function westernBlotPdf(lang: "en" | "cn", change: (input: ProtocolPdfInput) => ProtocolPdfInput = (input) => input) {
      const protocol = (await findProtocolDetail(t.db, westernBlotId))!;
      const body = (await loadProtocolBody(t.db, westernBlotId, lang))!.body;
      const pdf = await renderProtocolPdf(
        change({
          protocol,
          body,
          labels: exportLabels(lang, protocol.licence, "2026"),
          chinese: lang === "cn",
          sourceLine: lang === "cn" ? "生命科学开放实验方案 · 第 10 卷 第 22 期" : "Open Protocols in Life Science · Vol 10, Iss 22",
          dates: [],
          citation: "Lin, X. et al. (2026).",
          url: `https://opls.example.org/${lang}/bpdetail?id=1&type=bp`,
          loadFigure: (src) => loadPdfFigure(path.resolve("public"), src),
        }),
      );
      const parser = new PDFParse({ data: new Uint8Array(pdf) });
      const text = (await parser.getText()).text.replace(/\s+/g, " ");
      await parser.destroy();
      return { protocol, body, pdf, text };
    }

    it("exports a PDF with the title, authors and references, and JATS XML", async () => {
      const { protocol: p, body, pdf, text } = await westernBlotPdf("en", (input) => ({ ...input, dates: [{ label: "Received", value: "Jan 1, 2026" }] }));
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(text).toContain("Western Blot Analysis of Whole-cell Lysates");
      expect(text).toContain("Xiaowen Lin");
      expect(text).toContain("Daniel R. Whitcombe");
      expect(text).toContain("References");
      // The figure is drawn as vectors (ADR 0151): its labels are the PDF's text, not pixels.
      expect(text).toContain("Transfer sandwich (wet tank)");
      expect(text).toContain("Cut just below the 50 kDa marker to probe both targets");
      // Each section's supplier table is headed for what it lists, as on the page (issue 19, item 16).
      expect(text).toContain("Equipment item Supplier Catalogue number");
      expect(text).toContain("Software or dataset Developer or source Version or date accessed");
      const lastReference = body.references[body.references.length - 1]!.text;
      expect(text).toContain(lastReference.slice(0, 40));

      const xml = buildProtocolJats(p, body, exportLabels("en", p.licence, "2026"), "https://opls.example.org");
      expect(xml).toContain(`<article-id pub-id-type="doi">${p.doi}</article-id>`);
      expect(xml).toContain("<surname>Lin</surname><given-names>Xiaowen</given-names>");
      expect(xml.match(/<ref id="r\d+">/g)).toHaveLength(body.references.length);
      expect(xml).toContain('<sec id="s5" sec-type="procedure">');
      expect(xml).toContain("<th>Equipment item</th><th>Supplier</th>");
      expect(xml).toContain("<th>Reagent or item</th><th>Supplier</th>");
      expect(xml).toContain("<th>Software or dataset</th><th>Developer or source</th><th>Version or date accessed</th>");
    });

    it.runIf(pdfSupportsChinese())("prints in a Chinese PDF the characters its Chinese font lacks (10⁶, ¹³C₆) in the Latin font", async () => {
      const { text } = await westernBlotPdf("cn", (input) => ({
        ...input,
        protocol: { ...input.protocol, titleCn: "每孔 1 × 10⁶ 个细胞，以 [U-¹³C₆] 葡萄糖标记" },
        body: null,
      }));
      expect(text).toContain("1 × 10⁶ 个细胞");
      expect(text).toContain("[U-¹³C₆] 葡萄糖");
    });

    it("prints raised and lowered text as such (10⁶, h⁻¹, Na₂HPO₄), not flat (106, h-1, Na2HPO4)", async () => {
      const { text } = await westernBlotPdf("en", (input) => {
        const body = structuredClone(input.body!);
        const run = (v: string, mark?: "sup" | "sub") => ({ t: "text" as const, v, ...(mark ? { marks: [mark] } : {}) });
        body.sections[0]!.blocks.unshift({
          type: "paragraph",
          content: [run("Seed 1–5 × 10"), run("6", "sup"), run(" CFU/mL; growth rate in h"), run("−1", "sup"), run("; 50 mM Na"), run("2", "sub"), run("HPO"), run("4", "sub"), run("; t"), run("d", "sub"), run(".")],
        });
        return { ...input, body };
      });
      expect(text).toContain("Seed 1–5 × 10⁶ CFU/mL; growth rate in h⁻¹; 50 mM Na₂HPO₄; td.");
    });

    it.runIf(pdfSupportsChinese())("draws the Chinese rendition of a figure in the Chinese PDF, its labels as text (ADR 0152)", async () => {
      const { text } = await westernBlotPdf("cn");
      expect(text).toContain("紧贴 50 kDa 标准品条带下方剪膜，以分别检测两种目标蛋白");
      expect(text).not.toContain("Transfer sandwich (wet tank)");
    });
  });
}
