import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adStatisticsCsv } from "@core/ads/ad-statistics-csv";
import { listActiveAds } from "@core/ads/list-active-ads";
import { loadAdStatistics } from "@core/ads/load-ad-statistics";
import { addDays, isoDay } from "@core/dates/iso-day";
import type { Db } from "@core/db/client";
import type { AdDetails } from "@core/editorial/ads/ad-forms";
import { createAd } from "@core/editorial/ads/create-ad";
import { findEditorialAd } from "@core/editorial/ads/find-editorial-ad";
import { listEditorialAds } from "@core/editorial/ads/list-editorial-ads";
import { setAdPaused } from "@core/editorial/ads/set-ad-paused";
import { updateAd } from "@core/editorial/ads/update-ad";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { dialectOf } from "@core/search/engine";
import { DATABASES, type TestDatabase } from "./databases";

/**
 * Ads from the editorial office (ADR 0113) on both engines: create and schedule, edit, pause and run again (the
 * public display follows at once), and the statistics — the same figures as `npm run report:ads`, which is run
 * here as the command it is, on the same database.
 */
const editor = { userId: null, name: "ads-editor@example.org" };
const today = isoDay();
const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

const details = (overrides: Partial<AdDetails> = {}): AdDetails => ({
  placement: "bottom",
  language: "en",
  startsOn: today,
  endsOn: null,
  url: "https://example.com/reagents",
  titleEn: "Helix reagents",
  titleCn: "螺旋试剂",
  ...overrides,
});
const banners = {
  imgPc: "/figures/uploaded/0123456789abcdef0123456789abcdef.jpg",
  imgMobile: "/figures/uploaded/fedcba9876543210fedcba9876543210.jpg",
};

/** The address `npm run report:ads` takes for this test's database (DATABASE_URL). */
async function databaseUrl(db: Db): Promise<string> {
  if (dialectOf(db) === "postgres") {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
    const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
    url.pathname = `/${rows[0]!.name}`;
    return url.toString();
  }
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  return rows.find((r) => r.name === "main")!.file;
}

/** The ad rows of `npm run report:ads -- --days N`, as [day, ad, views, clicks, CTR, title], and its total line. */
async function reportAds(db: Db, days: number): Promise<{ rows: string[][]; total: string }> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/report-ads.ts", "--days", String(days)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: await databaseUrl(db) },
  });
  const section = stdout.split("\nTop tracked events")[0]!;
  const rows = section
    .split("\n")
    .filter((l) => /^ {2}\d{4}-\d{2}-\d{2} /.test(l))
    .map((l) => {
      const [day, ad, views, clicks, ctr, ...title] = l.trim().split(/\s+/);
      return [day!, ad!, views!, clicks!, ctr!, title.join(" ")];
    });
  return { rows, total: /total: .*/.exec(section)?.[0] ?? "" };
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`editorial ads on ${target.name}`, () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await target.create();
      // A seeded ad, as the demo journal has them: running, first in the English bottom slot.
      await t.db
        .insertInto("advertisements")
        .values({
          display_number: 107,
          url: "/en/sap",
          img_pc: "/images/ads/107-pc.svg",
          img_mobile: "/images/ads/107-mobile.svg",
          title_en: "Seeded",
          title_cn: "种子",
          ad_page: 1000,
          ad_location: 3,
          site_language: 1,
          starts_on: addDays(today, -30),
          ends_on: null,
          sort_order: 0,
        })
        .execute();
    });
    afterAll(async () => t?.drop());

    const running = async (placement: "top" | "bottom" = "bottom", siteLanguage = 1) =>
      (await listActiveAds(t.db, placement, siteLanguage, today)).map((a) => a.display_number);

    let id: number;

    it("creates an ad after the largest number, last in its slot, shown at once, with its audit entry", async () => {
      ({ displayNumber: id } = await createAd(t.db, { ...details(), ...banners }, editor));
      expect(id).toBe(108);
      expect(await running()).toEqual([107, 108]);
      // Only in its own slot and language.
      expect(await running("bottom", 2)).toEqual([]);
      expect(await running("top")).toEqual([]);
      const ad = await findEditorialAd(t.db, id, today);
      expect(ad).toMatchObject({
        placement: "bottom",
        language: "en",
        state: "running",
        paused: false,
        ...banners,
        url: "https://example.com/reagents",
      });
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "advertisement", id: String(id) } });
      expect(log.rows[0]).toMatchObject({
        action: "create",
        actor: editor.name,
        changes: {
          slot: [null, "bottom"],
          language: [null, "en"],
          title_cn: [null, "螺旋试剂"],
          img_pc: [null, banners.imgPc],
        },
      });
    });

    it("schedules: an ad runs only from its start day to its end day, both counted", async () => {
      const later = await createAd(
        t.db,
        {
          ...details({ placement: "top", language: "cn", startsOn: addDays(today, 1), endsOn: addDays(today, 7) }),
          ...banners,
        },
        editor,
      );
      const ended = await createAd(
        t.db,
        {
          ...details({ placement: "top", language: "cn", startsOn: addDays(today, -9), endsOn: addDays(today, -1) }),
          ...banners,
        },
        editor,
      );
      const lastDay = await createAd(
        t.db,
        { ...details({ placement: "top", language: "cn", startsOn: addDays(today, -3), endsOn: today }), ...banners },
        editor,
      );
      expect(await running("top", 2)).toEqual([lastDay.displayNumber]);
      const states = new Map((await listEditorialAds(t.db, today)).map((a) => [a.displayNumber, a.state]));
      expect([
        states.get(later.displayNumber),
        states.get(ended.displayNumber),
        states.get(lastDay.displayNumber),
      ]).toEqual(["scheduled", "ended", "running"]);
      // The list's state and the public display say the same for every ad.
      for (const ad of await listEditorialAds(t.db, today)) {
        const shown = (await running(ad.placement!, ad.language === "en" ? 1 : 2)).includes(ad.displayNumber);
        expect(shown).toBe(ad.state === "running");
      }
    });

    it("pauses and runs again, once per post, logged; the display follows at once", async () => {
      expect(await setAdPaused(t.db, id, true, editor)).toEqual({ ok: true });
      expect(await running()).toEqual([107]);
      expect((await findEditorialAd(t.db, id, today))?.state).toBe("paused");
      expect(await setAdPaused(t.db, id, true, editor)).toEqual({ ok: false, reason: "stale" });
      expect(await setAdPaused(t.db, 99_999, true, editor)).toEqual({ ok: false, reason: "not-found" });
      expect(await setAdPaused(t.db, id, false, editor)).toEqual({ ok: true });
      expect(await running()).toEqual([107, id]);
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "advertisement", id: String(id) } });
      expect(log.rows.slice(0, 2).map((r) => [r.action, r.changes])).toEqual([
        ["status", { paused: [true, false] }],
        ["status", { paused: [false, true] }],
      ]);
    });

    it("edits: changed fields logged, banners kept; another slot needs both banners of its size", async () => {
      expect(
        await updateAd(
          t.db,
          id,
          {
            ...details({ titleEn: "Helix reagents, 20% off", endsOn: addDays(today, 30) }),
            imgPc: null,
            imgMobile: null,
          },
          editor,
        ),
      ).toEqual({ ok: true });
      const ad = await findEditorialAd(t.db, id, today);
      expect(ad).toMatchObject({ titleEn: "Helix reagents, 20% off", endsOn: addDays(today, 30), ...banners });
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "advertisement", id: String(id) } });
      expect(log.rows[0]).toMatchObject({
        action: "edit",
        changes: { title_en: ["Helix reagents", "Helix reagents, 20% off"], ends_on: [null, addDays(today, 30)] },
      });
      expect(Object.keys(log.rows[0]!.changes).sort()).toEqual(["ends_on", "title_en"]);

      expect(
        await updateAd(
          t.db,
          id,
          {
            ...details({ placement: "top" }),
            imgPc: "/figures/uploaded/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg",
            imgMobile: null,
          },
          editor,
        ),
      ).toEqual({ ok: false, reason: "banners" });
      const top = {
        imgPc: "/figures/uploaded/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg",
        imgMobile: "/figures/uploaded/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg",
      };
      expect(await updateAd(t.db, id, { ...details({ placement: "top" }), ...top }, editor)).toEqual({ ok: true });
      expect(await running("top")).toEqual([id]);
      expect(await running()).toEqual([107]);
      // The same details again change nothing and log nothing.
      const before = (await listAuditEntries(t.db, { page: 1 })).total;
      expect(
        await updateAd(t.db, id, { ...details({ placement: "top" }), imgPc: null, imgMobile: null }, editor),
      ).toEqual({ ok: true });
      expect((await listAuditEntries(t.db, { page: 1 })).total).toBe(before);
      expect(await updateAd(t.db, 99_999, { ...details(), imgPc: null, imgMobile: null }, editor)).toEqual({
        ok: false,
        reason: "not-found",
      });
    });

    it("counts views and clicks per day as npm run report:ads does, and the CSV files say the same", async () => {
      const event = (display_number: number, kind: "view" | "click", daysAgo: number) => ({
        display_number,
        kind,
        day: addDays(today, -daysAgo),
        current_page: "https://journal.test/en/archive",
        browser_uuid: "5f0c2d4e-1a2b-4c3d-8e9f-0123456789ab",
      });
      await t.db
        .insertInto("ad_events")
        .values([
          ...Array.from({ length: 8 }, () => event(id, "view", 0)),
          event(id, "click", 0),
          ...Array.from({ length: 3 }, () => event(id, "view", 2)),
          event(107, "view", 2),
          event(107, "click", 2),
          event(107, "click", 5),
          // Outside a 7-day range.
          event(id, "view", 9),
        ])
        .execute();

      const one = await loadAdStatistics(t.db, { from: addDays(today, -6), to: today, displayNumber: id });
      expect(one.days).toHaveLength(7);
      expect(one.days.map((d) => [d.views, d.clicks])).toEqual([
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [3, 0],
        [0, 0],
        [8, 1],
      ]);
      expect(one.totals).toEqual({ views: 11, clicks: 1 });
      const oneCsv = adStatisticsCsv(one)
        .replace(/^\uFEFF/, "")
        .split("\r\n");
      expect(oneCsv[0]).toBe("day,display_number,views,clicks,ctr_percent");
      expect(oneCsv[1]).toBe(`${today},${id},8,1,12.5`);
      expect(oneCsv[3]).toBe(`${addDays(today, -2)},${id},3,0,0.0`);
      expect(oneCsv[2]).toBe(`${addDays(today, -1)},${id},0,0,`);

      const all = await loadAdStatistics(t.db, { from: addDays(today, -6), to: today });
      expect(all.totals).toEqual({ views: 12, clicks: 3 });
      expect(all.ads.map((a) => [a.displayNumber, a.views, a.clicks, a.titleCn])).toEqual([
        [id, 11, 1, "螺旋试剂"],
        [107, 1, 2, "种子"],
      ]);

      // The command, run on this database for the same seven days: row for row the overview's figures.
      const report = await reportAds(t.db, 7);
      expect(report.rows).toEqual(
        all.rows.map((r) => [
          r.day,
          String(r.display_number),
          String(r.views),
          String(r.clicks),
          r.views ? `${((r.clicks / r.views) * 100).toFixed(1)}%` : "–",
          r.title_en,
        ]),
      );
      expect(report.total).toBe("total: 12 views, 3 clicks");
      const csv = adStatisticsCsv(all)
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n")
        .slice(1);
      expect(csv.map((line) => line.split(",").slice(0, 2).concat(line.split(",").slice(-3)))).toEqual(
        report.rows.map(([day, ad, views, clicks, ctr]) => [
          day!,
          ad!,
          views!,
          clicks!,
          ctr === "–" ? "" : ctr!.replace("%", ""),
        ]),
      );
      // One ad's figures are its rows of the report.
      const mine = report.rows.filter((r) => r[1] === String(id));
      expect(
        one.days
          .filter((d) => d.views || d.clicks)
          .reverse()
          .map((d) => [d.day, String(d.views), String(d.clicks)]),
      ).toEqual(mine.map((r) => r.slice(0, 1).concat(r.slice(2, 4))));
    });
  });
}
