import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { listInPress, listMostCited, listMostRead, listNewlyPublished } from "@core/protocols/list-reading-lists";
import { listRecentIssues } from "@core/issues/list-recent-issues";
import { countPublishedProtocolsFloor, PROTOCOL_COUNT_TTL_MS } from "@core/protocols/count-published-protocols";
import { protocolBodySchema } from "@core/protocols/body";
import { CATEGORIES } from "@core/categories/categories";

const TODAY = "2026-11-21";

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`migrations alone on ${target.name}`, () => {
    it("give a journal started empty (SKIP_SEED=1) the subject categories, exactly as the code knows them", async () => {
      const t = await target.create();
      try {
        const rows = await t.db.selectFrom("categories").select(["id", "slug", "name_en", "name_cn"]).orderBy("sort_order").execute();
        expect(rows).toEqual(CATEGORIES.map((c) => ({ id: c.id, slug: c.slug, name_en: c.nameEn, name_cn: c.nameCn })));
        expect(await t.db.selectFrom("protocols").select("id").executeTakeFirst()).toBeUndefined();
      } finally {
        await t.drop();
      }
    });
  });

  describe.skipIf(!target.available)(`migrations and demo journal on ${target.name}`, () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await target.create({ protocols: 400, today: TODAY });
    });
    afterAll(async () => {
      await t?.drop();
    });

    it("has the 13 categories with the SPEC's ids", async () => {
      const rows = await t.db.selectFrom("categories").select(["id", "slug"]).orderBy("sort_order").execute();
      expect(rows.map((r) => r.id)).toEqual(CATEGORIES.map((c) => c.id));
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([1, 2, 4, 6, 9, 10, 12, 13, 15, 18, 22, 26, 33]);
    });

    it("has 24 issues a year, published protocols, articles in press and preprints", async () => {
      const issues = await t.db.selectFrom("issues").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      expect(Number(issues.n)).toBe(9 * 24 + 22);
      const byKind = await t.db
        .selectFrom("protocols")
        .select(["kind", "status", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy(["kind", "status"])
        .execute();
      const count = (kind: string, status: string) => Number(byKind.find((r) => r.kind === kind && r.status === status)?.n ?? 0);
      expect(count("bp", "published")).toBe(400);
      expect(count("bp", "in_press") + count("bp", "corrected_proof")).toBeGreaterThanOrEqual(20);
      expect(count("bp", "corrected_proof")).toBeGreaterThan(0);
      expect(count("bpp", "published")).toBeGreaterThanOrEqual(200);
      expect(await countPublishedProtocolsFloor(t.db)).toBe(400);
    });

    it("reuses the protocol count of every page's frame for a minute, then counts again", async () => {
      // Only the clock is faked: the database drivers keep their own timers.
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        // Later than any count an earlier test left remembered.
        const at = Date.now() + 10 * PROTOCOL_COUNT_TTL_MS;
        vi.setSystemTime(at);
        expect(await countPublishedProtocolsFloor(t.db)).toBe(400);
        const one = await t.db
          .selectFrom("protocols")
          .select("id")
          .where("kind", "=", "bp")
          .where("status", "=", "published")
          .executeTakeFirstOrThrow();
        await t.db.updateTable("protocols").set({ status: "in_press" }).where("id", "=", one.id).execute();
        try {
          vi.setSystemTime(at + PROTOCOL_COUNT_TTL_MS - 1);
          expect(await countPublishedProtocolsFloor(t.db)).toBe(400);
          vi.setSystemTime(at + PROTOCOL_COUNT_TTL_MS);
          expect(await countPublishedProtocolsFloor(t.db)).toBe(399);
        } finally {
          await t.db.updateTable("protocols").set({ status: "published" }).where("id", "=", one.id).execute();
        }
      } finally {
        vi.useRealTimers();
      }
      // A clock behind the remembered count (the real one, after the fake) counts again.
      expect(await countPublishedProtocolsFloor(t.db)).toBe(400);
    });

    it("stores every body as a valid structured document", async () => {
      const rows = await t.db.selectFrom("protocol_bodies").select("body").limit(50).execute();
      for (const r of rows) expect(protocolBodySchema.safeParse(JSON.parse(r.body)).success).toBe(true);
    });

    it("lists the home page blocks", async () => {
      const now = new Date(`${TODAY}T12:00:00Z`);
      const newest = await listNewlyPublished(t.db, 6);
      expect(newest).toHaveLength(6);
      expect(newest[0]!.date! >= newest[5]!.date!).toBe(true);
      const read = await listMostRead(t.db, 6, now);
      expect(read).toHaveLength(6);
      expect(read[0]!.windowCount).toBeGreaterThanOrEqual(read[5]!.windowCount);
      const cited = await listMostCited(t.db, 6, now);
      expect(cited).toHaveLength(6);
      expect(read.map((p) => p.id)).not.toEqual(cited.map((p) => p.id));
      const press = await listInPress(t.db, 4);
      expect(press.every((p) => p.status !== "published")).toBe(true);
      const issues = await listRecentIssues(t.db, 3);
      expect(issues[0]!.publishedOn).toBe("2026-11-16");
      expect(issues[0]!.protocolCount).toBeGreaterThan(0);
    });

    it("queries each editorial domain", async () => {
      for (const table of [
        "board_members",
        "sponsors",
        "collaborating_journals",
        "webinars",
        "collections",
        "collection_protocols",
        "videos",
        "news",
        "faqs",
        "ambassadors",
        "special_issues",
        "special_issue_sections",
        "special_issue_section_protocols",
        "advertisements",
        "citations",
        "protocol_views_daily",
        "protocol_related",
        "protocol_authors",
      ] as const) {
        const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
        expect(Number(row.n), table).toBeGreaterThan(0);
      }
    });

    it("keeps the form tables ready for later writes", async () => {
      const user = await t.db
        .insertInto("users")
        .values({ email: "a@example.org", username: "a", password_hash: "x" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await t.db.insertInto("favourites").values({ user_id: user.id, protocol_id: 1001 }).execute();
      const fav = await t.db.selectFrom("favourites").selectAll().where("user_id", "=", user.id).execute();
      expect(fav).toHaveLength(1);
    });
  });
}
