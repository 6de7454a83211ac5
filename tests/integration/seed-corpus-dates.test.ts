import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { DATABASES, type TestDatabase } from "./databases";
import { addDays } from "@core/dates/iso-day";

/**
 * The parts of the corpus linter (issue 17 §1) that need the database: special issues not dated before their
 * protocols, citations and views that grow with the time a protocol has been online, preprints linked to a
 * journal protocol published after them, related protocols of the same subject.
 */
const TODAY = "2026-11-21";
const sqlite = DATABASES.find((d) => d.name === "sqlite") ?? DATABASES[0]!;

describe.skipIf(!sqlite.available)("the seeded demo journal's dates and usage", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await sqlite.create({ protocols: 600, today: TODAY });
  });
  afterAll(async () => {
    await t?.drop();
  });

  it("dates every special issue on or after the day its newest protocol went online", async () => {
    const rows = await t.db
      .selectFrom("special_issues")
      .innerJoin("special_issue_sections", "special_issue_sections.special_issue_id", "special_issues.id")
      .innerJoin("special_issue_section_protocols", "special_issue_section_protocols.section_id", "special_issue_sections.id")
      .innerJoin("protocols", "protocols.id", "special_issue_section_protocols.protocol_id")
      .select(["special_issues.slug", "special_issues.published_on", (eb) => eb.fn.max("protocols.online_on").as("newest")])
      .groupBy(["special_issues.slug", "special_issues.published_on"])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.published_on >= String(r.newest), r.slug).toBe(true);
  });

  it("cites no protocol in its first six months online, and never before it went online", async () => {
    const early = await t.db
      .selectFrom("protocols")
      .select("id")
      .where("online_on", ">", addDays(TODAY, -183))
      .where("cited_total", ">", 0)
      .execute();
    expect(early).toEqual([]);
    const before = await t.db
      .selectFrom("citations")
      .innerJoin("protocols", "protocols.id", "citations.protocol_id")
      .select(["protocols.id", "citations.year", "protocols.online_on"])
      .where(sql<boolean>`citations.year < cast(substr(protocols.online_on, 1, 4) as integer)`)
      .execute();
    expect(before).toEqual([]);
  });

  it("gives older protocols more citations and views on average", async () => {
    const byAge = await t.db
      .selectFrom("protocols")
      .select([
        sql<string>`substr(online_on, 1, 4)`.as("year"),
        (eb) => eb.fn.avg<number>("cited_total").as("cited"),
        (eb) => eb.fn.avg<number>("views_total").as("views"),
      ])
      .where("kind", "=", "bp")
      .where("status", "=", "published")
      .where("title_en", "not like", "Western Blot Analysis%")
      .groupBy(sql`substr(online_on, 1, 4)`)
      .orderBy("year")
      .execute();
    const oldest = byAge.slice(0, 3);
    const newest = byAge.slice(-2);
    const mean = (xs: typeof byAge, k: "cited" | "views") => xs.reduce((s, r) => s + Number(r[k]), 0) / xs.length;
    expect(mean(oldest, "cited")).toBeGreaterThan(2 * mean(newest, "cited"));
    expect(mean(oldest, "views")).toBeGreaterThan(2 * mean(newest, "views"));
  });

  it("links preprints only to journal protocols that went online after them, with the same text", async () => {
    const pairs = await t.db
      .selectFrom("protocols as pre")
      .innerJoin("protocols as bp", "bp.id", "pre.journal_version_id")
      .select(["pre.id", "pre.online_on as preOn", "bp.online_on as bpOn", "pre.title_en as preTitle", "bp.title_en as bpTitle", "bp.kind"])
      .where("pre.kind", "=", "bpp")
      .execute();
    expect(pairs.length).toBeGreaterThan(0);
    for (const p of pairs) {
      expect(p.kind).toBe("bp");
      expect(String(p.bpOn) > String(p.preOn), `preprint ${p.id}`).toBe(true);
      expect(p.preTitle).toBe(p.bpTitle);
    }
  });

  it("relates protocols that share a subject", async () => {
    const rows = await t.db
      .selectFrom("protocol_related")
      .select(["protocol_id", "related_id"])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom("protocol_categories as a")
            .innerJoin("protocol_categories as b", "b.category_id", "a.category_id")
            .select("a.protocol_id")
            .whereRef("a.protocol_id", "=", "protocol_related.protocol_id")
            .whereRef("b.protocol_id", "=", "protocol_related.related_id"),
        ),
      )
      .execute();
    const all = await t.db.selectFrom("protocol_related").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(all.n)).toBeGreaterThan(0);
    expect(rows.length).toBe(Number(all.n));
  });
});
