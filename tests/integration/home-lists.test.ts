import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { listMostCited, listMostRead } from "@core/protocols/list-reading-lists";
import type { Db } from "@core/db/client";

const NOW = new Date("2026-11-21T12:00:00Z");

async function addProtocol(db: Db, id: number): Promise<void> {
  await db
    .insertInto("protocols")
    .values({ id, kind: "bp", status: "published", doi: `10.1/${id}`, title_en: `Protocol ${id}`, abstract_en: "A.", published_on: "2020-01-01" })
    .execute();
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`home lists on ${target.name}`, () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await target.create();
      for (const id of [1, 2, 3, 4]) await addProtocol(t.db, id);
      await t.db
        .insertInto("protocol_views_daily")
        .values([
          // 1: many views, but all older than three months.
          { protocol_id: 1, day: "2026-08-20", views: 900 },
          // 2: steady recent readership.
          { protocol_id: 2, day: "2026-08-22", views: 30 },
          { protocol_id: 2, day: "2026-11-20", views: 40 },
          // 3: a little, recently.
          { protocol_id: 3, day: "2026-11-01", views: 50 },
          // 4: views dated in the future are not counted.
          { protocol_id: 4, day: "2026-12-01", views: 999 },
        ])
        .execute();
      const cite = (protocol_id: number, year: number) => ({ protocol_id, year, citing_title: "T", citing_journal: "J", citing_doi: null });
      await t.db
        .insertInto("citations")
        .values([
          // 1: most citations overall, but all before the five-year window (2022–2026).
          ...Array.from({ length: 6 }, () => cite(1, 2021)),
          cite(2, 2022),
          cite(2, 2026),
          cite(3, 2024),
          cite(3, 2025),
          cite(3, 2026),
        ])
        .execute();
    });
    afterAll(async () => {
      await t?.drop();
    });

    it("most read counts only the last three months", async () => {
      const read = await listMostRead(t.db, 10, NOW);
      expect(read.map((p) => [p.id, p.windowCount])).toEqual([
        [2, 70],
        [3, 50],
      ]);
    });

    it("most cited counts only the last five years", async () => {
      const cited = await listMostCited(t.db, 10, NOW);
      expect(cited.map((p) => [p.id, p.windowCount])).toEqual([
        [3, 3],
        [2, 2],
      ]);
    });
  });
}
