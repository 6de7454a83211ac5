import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBoardMembers } from "@core/boards/list-board-members";
import type { Db } from "@core/db/client";
import { contentColumnsOf, contentListForm } from "@core/editorial/content/content-forms";
import type { ContentKind } from "@core/editorial/content/content-kind";
import { CONTENT_SPECS } from "@core/editorial/content/content-specs";
import { countContentItems } from "@core/editorial/content/count-content-items";
import { findContentItem } from "@core/editorial/content/find-content-item";
import { listContentItems } from "@core/editorial/content/list-content-items";
import { moveContentItem } from "@core/editorial/content/move-content-item";
import { saveContentItem, type ContentColumns } from "@core/editorial/content/save-content-item";
import { setContentState } from "@core/editorial/content/set-content-state";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { listFaqs } from "@core/faqs/list-faqs";
import { parseFormValues, type RawFormValues } from "@core/forms/parse-form-values";
import { findNewsItem } from "@core/news/find-news-item";
import { listNews } from "@core/news/list-news";
import { listPartners } from "@core/partners/list-partners";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import { listVideos } from "@core/videos/list-videos";
import { listWebinars } from "@core/webinars/list-webinars";
import { DATABASES, type TestDatabase } from "./databases";

const editor = { userId: null, name: "editor@example.org" };

/** What an editor types into each kind's create form (the pictures' paths stand for uploads). */
const TYPED: Record<ContentKind, RawFormValues> = {
  news: {
    slug: "lab-safety-week",
    publishedOn: "2026-03-02",
    titleEn: "Lab Safety Week",
    titleCn: "实验室安全周",
    bodyEn: "We **celebrate** it.",
    bodyCn: "我们**庆祝**安全周。",
  },
  faqs: {
    topicEn: "Data",
    topicCn: "数据",
    questionEn: "Where do I deposit data?",
    questionCn: "数据存放在哪里？",
    answerEn: "In a public repository.",
    answerCn: "存放在公共数据库中。",
  },
  board: {
    board: "advisory",
    role: "advisor",
    nameEn: "Ada Stone",
    nameCn: "石艾达",
    affiliationEn: "Stone Institute",
    affiliationCn: "石氏研究所",
    interestsEn: "",
    interestsCn: "",
  },
  journals: { nameEn: "Methods Letters", nameCn: "方法快报", url: "https://methods.example.org" },
  sponsors: { nameEn: "Bench Supply Co.", nameCn: "实验台供应公司", url: "" },
  webinars: {
    startsAt: "2027-05-04T09:30",
    titleEn: "Imaging Organoids",
    titleCn: "类器官成像",
    speakerEn: "Li Wei",
    speakerCn: "李伟",
    descriptionEn: "How to image organoids.",
    descriptionCn: "如何对类器官成像。",
  },
  videos: {
    titleEn: "Pouring a Gel",
    titleCn: "灌制凝胶",
    src: "/videos/western-blot-transfer.webm",
    durationSeconds: "14",
    publishedOn: "2026-04-01",
    protocolId: "",
  },
};
const PICTURES: Partial<Record<ContentKind, ContentColumns>> = {
  board: { photo_url: "/images/board/ada.svg" },
  journals: { logo_url: "/images/logos/methods.png" },
  sponsors: { logo_url: "/images/logos/bench.png" },
  videos: { poster_url: "/videos/western-blot-transfer.jpg" },
};
const columns = (kind: ContentKind, typed: RawFormValues = {}) => ({
  ...contentColumnsOf(CONTENT_SPECS[kind], { ...TYPED[kind], ...typed }),
  ...PICTURES[kind],
});

/** The Chinese names readers see for each kind on its public pages. */
async function shown(db: Db, kind: ContentKind): Promise<string[]> {
  switch (kind) {
    case "news":
      return (await listNews(db, "cn", 1, 100)).items.map((n) => n.title);
    case "faqs":
      return (await listFaqs(db, "cn")).flatMap((topic) => topic.faqs.map((f) => f.question));
    case "board":
      return (await listBoardMembers(db, "advisory", "cn")).flatMap((g) => g.members.map((m) => m.name));
    case "journals":
    case "sponsors":
      return (await listPartners(db, kind === "journals" ? "collaborating_journals" : "sponsors")).map((p) => p.nameCn);
    case "webinars": {
      const { upcoming, past } = await listWebinars(db, "cn", new Date("2026-06-01T00:00:00Z"));
      return [...upcoming, ...past].map((w) => w.title);
    }
    case "videos":
      return (await listVideos(db, "cn")).map((v) => v.title);
  }
}

const cnName = (kind: ContentKind) =>
  String(TYPED[kind][CONTENT_SPECS[kind].label[1].replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())]);

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`the office's content on ${target.name}`, () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await target.create();
      await t.db
        .insertInto("protocols")
        .values(
          [71, 72].map((id) => ({
            id,
            kind: "bp" as const,
            status: "published" as const,
            doi: `10.99999/opls.${id}`,
            elocation: `e${id}`,
            title_en: `Protocol ${id}`,
            title_cn: `实验方案 ${id}`,
            abstract_en: "A protocol.",
            abstract_cn: "一个实验方案。",
            received_on: "2025-09-01",
            accepted_on: "2025-11-01",
            online_on: "2025-11-20",
            published_on: "2025-12-20",
            issue_id: null,
            video_id: null,
            journal_version_id: null,
          })),
        )
        .execute();
    });
    afterAll(async () => t?.drop());

    for (const kind of Object.keys(TYPED) as ContentKind[]) {
      it(`${kind}: created unpublished, published onto its public page, edited there at once, taken off again; all logged`, async () => {
        const created = await saveContentItem(t.db, kind, null, columns(kind), editor);
        if (!created.ok) throw new Error(created.reason);
        const { id } = created;
        expect((await findContentItem(t.db, kind, id))?.state).toBe("draft");
        expect(await shown(t.db, kind)).not.toContain(cnName(kind));
        expect((await countContentItems(t.db))[kind]).toEqual({ published: 0, draft: 1 });

        expect(await setContentState(t.db, kind, id, "published", editor)).toEqual({ ok: true, id });
        expect(await shown(t.db, kind)).toContain(cnName(kind));
        // The same post again changes nothing.
        expect(await setContentState(t.db, kind, id, "published", editor)).toEqual({ ok: false, reason: "stale" });

        const label = CONTENT_SPECS[kind].label[1].replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
        expect(
          (await saveContentItem(t.db, kind, id, columns(kind, { [label]: `${cnName(kind)}（修订）` }), editor)).ok,
        ).toBe(true);
        expect(await shown(t.db, kind)).toContain(`${cnName(kind)}（修订）`);

        expect((await setContentState(t.db, kind, id, "draft", editor)).ok).toBe(true);
        expect((await shown(t.db, kind)).some((name) => name.startsWith(cnName(kind)))).toBe(false);

        const log = await listAuditEntries(t.db, {
          page: 1,
          entity: { type: CONTENT_SPECS[kind].entity, id: String(id) },
        });
        expect(log.rows.map((r) => r.action)).toEqual(["status", "edit", "publish", "create"]);
        expect(log.rows[1]!.changes).toEqual({
          [CONTENT_SPECS[kind].label[1]]: [cnName(kind), `${cnName(kind)}（修订）`],
        });
        expect(await setContentState(t.db, kind, 999_999, "published", editor)).toEqual({
          ok: false,
          reason: "not-found",
        });
        expect(await saveContentItem(t.db, kind, 999_999, columns(kind), editor)).toEqual({
          ok: false,
          reason: "not-found",
        });
      });
    }

    it("keeps news slugs unique, logs long texts as changed only, and skips unpublished neighbours", async () => {
      const news = (slug: string, publishedOn: string) =>
        columns("news", { slug, publishedOn, titleEn: slug, titleCn: slug });
      const ids: number[] = [];
      for (const [slug, day] of [
        ["older-news", "2026-05-01"],
        ["middle-news", "2026-05-02"],
        ["newer-news", "2026-05-03"],
      ] as const) {
        const created = await saveContentItem(t.db, "news", null, news(slug, day), editor);
        ids.push(created.ok ? created.id : 0);
      }
      expect(await saveContentItem(t.db, "news", null, news("middle-news", "2026-05-04"), editor)).toEqual({
        ok: false,
        reason: "unique",
      });
      expect(await saveContentItem(t.db, "news", ids[0]!, news("newer-news", "2026-05-01"), editor)).toEqual({
        ok: false,
        reason: "unique",
      });
      await setContentState(t.db, "news", ids[0]!, "published", editor);
      await setContentState(t.db, "news", ids[2]!, "published", editor);
      const newer = await findNewsItem(t.db, "en", "newer-news");
      expect(newer?.older?.slug).toBe("older-news");
      expect(await findNewsItem(t.db, "en", "middle-news")).toBeNull();
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "news", id: String(ids[0]) } });
      expect(log.rows.at(-1)!.changes.body_en).toEqual([null, "…"]);
    });

    it("moves a FAQ within its topic only, and a stale or repeated move changes nothing", async () => {
      const faq = (topicEn: string, questionEn: string) => columns("faqs", { topicEn, questionEn });
      const made: number[] = [];
      for (const [topic, question] of [
        ["Fees", "Q1"],
        ["Fees", "Q2"],
        ["Review", "Q3"],
        ["Fees", "Q4"],
      ] as const) {
        const created = await saveContentItem(t.db, "faqs", null, faq(topic, question), editor);
        if (created.ok) made.push(created.id);
        await setContentState(t.db, "faqs", made.at(-1)!, "published", editor);
      }
      const order = async () =>
        (await listContentItems(t.db, "faqs")).filter((i) => /^Q\d$/.test(String(i.row.question_en)));
      const before = await order();
      expect(before.map((i) => i.row.question_en)).toEqual(["Q1", "Q2", "Q4", "Q3"]);
      const q4 = before[2]!;
      expect([q4.canMoveUp, q4.canMoveDown]).toEqual([true, false]);
      expect(await moveContentItem(t.db, "faqs", q4.row.id, q4.position, "down", editor)).toEqual({
        ok: false,
        reason: "stale",
      });
      expect((await moveContentItem(t.db, "faqs", q4.row.id, q4.position, "up", editor)).ok).toBe(true);
      expect(await moveContentItem(t.db, "faqs", q4.row.id, q4.position, "up", editor)).toEqual({
        ok: false,
        reason: "stale",
      });
      expect((await order()).map((i) => i.row.question_en)).toEqual(["Q1", "Q4", "Q2", "Q3"]);
      const fees = (await listFaqs(t.db, "en")).find((topic) => topic.title === "Fees")!;
      expect(fees.faqs.map((f) => f.question)).toEqual(["Q1", "Q4", "Q2"]);
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "faq", id: String(q4.row.id) } });
      expect(log.rows[0]).toMatchObject({ action: "edit", changes: { position: [q4.position, q4.position - 1] } });
    });

    it("moves a board member within the board's role, and partners in the home page's order", async () => {
      const member = (nameEn: string, role: string) => columns("board", { nameEn, role, board: "editorial" });
      const ids: Record<string, number> = {};
      for (const [name, role] of [
        ["Ann", "associate_editor"],
        ["Bo", "associate_editor"],
        ["Cy", "editor_in_chief"],
      ] as const) {
        const created = await saveContentItem(t.db, "board", null, member(name, role), editor);
        ids[name] = created.ok ? created.id : 0;
        await setContentState(t.db, "board", ids[name]!, "published", editor);
      }
      const list = await listContentItems(t.db, "board");
      const editorial = list.filter((i) => i.row.board === "editorial").map((i) => i.row.name_en);
      // The editor-in-chief's role comes first, as on the about page, whatever the order of creation.
      expect(editorial).toEqual(["Cy", "Ann", "Bo"]);
      const bo = list.find((i) => i.row.name_en === "Bo")!;
      expect((await moveContentItem(t.db, "board", bo.row.id, bo.position, "up", editor)).ok).toBe(true);
      const groups = await listBoardMembers(t.db, "editorial", "en");
      expect(groups.map((g) => [g.role, g.members.map((m) => m.name)])).toEqual([
        ["editor_in_chief", ["Cy"]],
        ["associate_editor", ["Bo", "Ann"]],
      ]);

      const sponsor = async (nameEn: string) => {
        const created = await saveContentItem(t.db, "sponsors", null, columns("sponsors", { nameEn }), editor);
        if (created.ok) await setContentState(t.db, "sponsors", created.id, "published", editor);
      };
      await sponsor("First Sponsor");
      await sponsor("Second Sponsor");
      const sponsors = await listContentItems(t.db, "sponsors");
      const second = sponsors.find((i) => i.row.name_en === "Second Sponsor")!;
      expect((await moveContentItem(t.db, "sponsors", second.row.id, second.position, "up", editor)).ok).toBe(true);
      const names = (await listPartners(t.db, "sponsors")).map((p) => p.nameEn);
      expect(names.indexOf("Second Sponsor")).toBeLessThan(names.indexOf("First Sponsor"));
      // Dated kinds are ordered by their date, never by hand.
      const news = (await listContentItems(t.db, "news"))[0]!;
      expect(await moveContentItem(t.db, "news", news.row.id, 1, "down", editor)).toEqual({
        ok: false,
        reason: "stale",
      });
    });

    it("plays a video on its protocol's page only while it is published, and one video a protocol", async () => {
      const created = await saveContentItem(
        t.db,
        "videos",
        null,
        columns("videos", { protocolId: "#71", titleEn: "Blotting" }),
        editor,
      );
      if (!created.ok) throw new Error(created.reason);
      expect(
        (await t.db.selectFrom("protocols").select("video_id").where("id", "=", 71).executeTakeFirstOrThrow()).video_id,
      ).toBe(created.id);
      expect((await findProtocolDetail(t.db, 71))?.video).toBeNull();
      await setContentState(t.db, "videos", created.id, "published", editor);
      expect((await findProtocolDetail(t.db, 71))?.video?.titleEn).toBe("Blotting");
      expect((await listVideos(t.db, "en")).find((v) => v.id === created.id)?.protocol?.id).toBe(71);

      expect(await saveContentItem(t.db, "videos", null, columns("videos", { protocolId: "71" }), editor)).toEqual({
        ok: false,
        reason: "protocol-taken",
      });
      expect(await saveContentItem(t.db, "videos", null, columns("videos", { protocolId: "999" }), editor)).toEqual({
        ok: false,
        reason: "protocol",
      });
      // A refused create wrote nothing.
      expect((await listContentItems(t.db, "videos")).filter((i) => i.row.protocol_id === 71)).toHaveLength(1);

      // Moved to another protocol: the first no longer plays it.
      expect(
        (
          await saveContentItem(
            t.db,
            "videos",
            created.id,
            columns("videos", { protocolId: "72", titleEn: "Blotting" }),
            editor,
          )
        ).ok,
      ).toBe(true);
      expect((await findProtocolDetail(t.db, 71))?.video).toBeNull();
      expect((await findProtocolDetail(t.db, 72))?.video?.titleEn).toBe("Blotting");
      await setContentState(t.db, "videos", created.id, "draft", editor);
      expect((await findProtocolDetail(t.db, 72))?.video).toBeNull();
    });

    it("checks each kind's form on the server as in the browser", () => {
      const bad = parseFormValues(contentListForm("board"), {
        intent: "create",
        board: "advisory",
        role: "nobody",
        nameEn: "Ada",
        nameCn: "",
      });
      expect(bad).toEqual({
        ok: false,
        errors: expect.objectContaining({
          role: "editorial.content.error.role",
          nameCn: "editorial.content.error.nameCn",
          affiliationEn: "editorial.content.error.affiliationEn",
          imageToken: "editorial.content.error.photoUrl",
        }),
      });
    });
  });
}
