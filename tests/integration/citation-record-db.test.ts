import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { startSession } from "@core/users/start-session";
import { loader as pageLoader } from "~/routes/bpdetail";
import { loader as risLoader } from "~/routes/bpdetail-ris";
import { loader as bibLoader } from "~/routes/bpdetail-bib";
import { loader as cardLoader } from "~/routes/bpdetail-og-image";
import { DATABASES, type TestDatabase } from "./databases";

/** ADR 0094 on both engines: the record, the exports and the share card read from SQLite and PostgreSQL alike. */
const ORIGIN = "https://journal.example";

interface PageData {
  citationMeta: { name: string; content: string }[];
  share: { title: string; image: { url: string } };
  jsonLd: string;
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`citation record on ${target.name}`, () => {
    let t: TestDatabase;
    let cardDir: string;
    let bp: { id: number; title_en: string; title_cn: string | null };
    let bpp: { id: number };
    const context = () => ({ db: t.db, publicUrl: ORIGIN, cspNonce: "", siteLinks: {} }) as unknown as AppLoadContext;
    // The request's host is an attacker's: every absolute URL must still be at the configured origin.
    const request = (url: string, cookie?: string) => new Request(`http://evil.example${url}`, { headers: cookie ? { cookie } : {} });

    async function page(lang: string, id: number, kind: string, cookie?: string): Promise<PageData> {
      const result = (await pageLoader({ request: request(`/${lang}/bpdetail?id=${id}&type=${kind}`, cookie), context: context(), params: { lang } } as never)) as unknown as { data: PageData };
      return result.data;
    }
    async function text(loader: (args: never) => Promise<Response>, lang: string, format: string, id: number, kind: string) {
      const response = (await loader({ request: request(`/${lang}/bpdetail/${format}?id=${id}&type=${kind}`), context: context(), params: { lang } } as never)) as Response;
      expect(response.status).toBe(200);
      return response.text();
    }

    beforeAll(async () => {
      cardDir = mkdtempSync(path.join(tmpdir(), "opls-og-db-"));
      process.env.OG_IMAGE_DIR = cardDir;
      t = await target.create({ protocols: 40, today: "2026-11-01" });
      bp = await t.db
        .selectFrom("protocols")
        .select(["id", "title_en", "title_cn"])
        .where("kind", "=", "bp")
        .where("issue_id", "is not", null)
        .where("title_cn", "is not", null)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      bpp = await t.db.selectFrom("protocols").select("id").where("kind", "=", "bpp").orderBy("id").executeTakeFirstOrThrow();
    });
    afterAll(async () => {
      await t?.drop();
      rmSync(cardDir, { recursive: true, force: true });
    });

    it("both pages carry the same English record; previews and JSON-LD follow the page", async () => {
      const en = await page("en", bp.id, "bp");
      const cn = await page("cn", bp.id, "bp");
      expect(cn.citationMeta).toEqual(en.citationMeta);
      expect(en.citationMeta.find((m) => m.name === "citation_title")?.content).toBe(bp.title_en);
      for (const m of en.citationMeta.filter((x) => x.name === "citation_author")) expect(m.content).toMatch(/^[^,]+, [^,]+$/);
      expect(cn.share.title).toBe(bp.title_cn);
      expect(cn.share.image.url).toBe(`${ORIGIN}/cn/bpdetail/og-image.png?id=${bp.id}&type=bp`);
      const ld = JSON.parse(cn.jsonLd) as Record<string, unknown>;
      expect(ld).toMatchObject({ inLanguage: "zh-CN", translationOfWork: { name: bp.title_en } });
      expect(JSON.stringify([en, cn])).not.toContain("evil.example");
    });

    it("a visitor's JSON-LD has no body; a signed-in reader's has the LabProtocol part", async () => {
      expect(JSON.parse((await page("en", bp.id, "bp")).jsonLd)).not.toHaveProperty("reagentUsed");
      const user = await t.db
        .insertInto("users")
        .values({ email: `r-${Date.now()}@example.org`, username: `r${Date.now()}`, password_hash: "!", full_name: "Rae Reader" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const cookie = `auth-token=${await startSession(t.db, user.id, null)}`;
      const ld = JSON.parse((await page("en", bp.id, "bp", cookie)).jsonLd) as Record<string, unknown[]>;
      expect(ld["@type"]).toEqual(["ScholarlyArticle", "LabProtocol"]);
      expect(ld.reagentUsed!.length).toBeGreaterThan(0);
    });

    it("exports are one record from both languages; a preprint's are not a journal article's", async () => {
      expect(await text(risLoader, "cn", "ris", bp.id, "bp")).toBe(await text(risLoader, "en", "ris", bp.id, "bp"));
      expect(await text(bibLoader, "cn", "bib", bp.id, "bp")).toBe(await text(bibLoader, "en", "bib", bp.id, "bp"));
      const ris = await text(risLoader, "en", "ris", bpp.id, "bpp");
      expect(ris).toMatch(/^TY {2}- UNPB\r\n/);
      expect(ris).not.toMatch(/^JO {2}- /m);
      const meta = (await page("en", bpp.id, "bpp")).citationMeta;
      expect(meta.some((m) => m.name === "citation_journal_title")).toBe(false);
      expect(meta.find((m) => m.name === "citation_technical_report_institution")?.content).toBe("OPLS Preprints");
    });

    it("draws the share card as a 1200×630 PNG", async () => {
      const response = (await cardLoader({ request: request(`/cn/bpdetail/og-image.png?id=${bp.id}&type=bp`), context: context(), params: { lang: "cn" } } as never)) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "png", width: 1200, height: 630 });
    });
  });
}
