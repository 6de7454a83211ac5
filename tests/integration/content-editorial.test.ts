import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { listBoardMembers } from "@core/boards/list-board-members";
import { listFaqs } from "@core/faqs/list-faqs";
import { listNews } from "@core/news/list-news";
import { findNewsItem } from "@core/news/find-news-item";
import { listSpecialIssues } from "@core/special-issues/list-special-issues";
import { findSpecialIssue } from "@core/special-issues/find-special-issue";
import { listCollections } from "@core/collections/list-collections";
import { findCollection } from "@core/collections/find-collection";
import { listWebinars } from "@core/webinars/list-webinars";
import { listVideos } from "@core/videos/list-videos";

const TODAY = "2026-11-21";

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`editorial content on ${target.name}`, () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await target.create({ protocols: 200, today: TODAY });
    });
    afterAll(async () => {
      await t?.drop();
    });

    it("groups the editorial board by role, editor-in-chief first, in both languages", async () => {
      const en = await listBoardMembers(t.db, "editorial", "en");
      expect(en.map((g) => g.role)).toEqual([
        "editor_in_chief",
        "associate_editor",
        "executive_editor",
        "managing_editor",
      ]);
      expect(en[0]!.members[0]!.name).toBe("Xiaohong Lin");
      expect(en[0]!.members[0]!.photoUrl).toMatch(/^\/images\/board\/.+\.svg$/);
      const cn = await listBoardMembers(t.db, "editorial", "cn");
      expect(cn[0]!.members[0]!.name).toBe("林晓虹");
      const advisory = await listBoardMembers(t.db, "advisory", "en");
      expect(advisory.map((g) => g.role)).toEqual(["advisor"]);
      expect(advisory[0]!.members.length).toBeGreaterThan(5);
    });

    it("groups the FAQs by topic with answers rendered from Markdown", async () => {
      const topics = await listFaqs(t.db, "en");
      expect(topics.map((x) => x.title)).toEqual([
        "Submission",
        "Peer review",
        "Fees and waivers",
        "Open access and licensing",
        "Account and access",
        "Preprints",
      ]);
      const all = topics.flatMap((x) => x.faqs);
      expect(all.some((f) => f.answerHtml.includes("<strong>"))).toBe(true);
      expect(all.some((f) => f.answerHtml.includes("<ul>"))).toBe(true);
      const cn = await listFaqs(t.db, "cn");
      expect(cn.map((x) => x.id)).toEqual(topics.map((x) => x.id));
      expect(cn[0]!.title).toBe("投稿");
    });

    it("pages the news newest first, and finds an item with its neighbours", async () => {
      const first = await listNews(t.db, "en", 1, 4);
      expect(first.total).toBe(10);
      expect(first.pageCount).toBe(3);
      const dates = first.items.map((n) => n.publishedOn);
      expect([...dates].sort().reverse()).toEqual(dates);
      const last = await listNews(t.db, "en", 3, 4);
      expect(last.items).toHaveLength(2);
      expect(last.items.at(-1)!.slug).toBe("opls-preprints-opens");
      expect((await listNews(t.db, "en", 4, 4)).items).toHaveLength(0);
      expect(first.items[0]!.excerpt.length).toBeLessThanOrEqual(241);

      const item = await findNewsItem(t.db, "cn", "xiaohong-lin-editor-in-chief");
      expect(item!.title).toBe("林晓虹教授出任期刊主编");
      expect(item!.html).toContain("<strong>林晓虹教授</strong>");
      expect(item!.older!.slug).toBe("opls-preprints-opens");
      expect(item!.newer!.slug).toBe("data-and-code-availability-policy");
      const oldest = await findNewsItem(t.db, "en", "opls-preprints-opens");
      expect(oldest!.older).toBeNull();
      expect(await findNewsItem(t.db, "en", "no-such-news")).toBeNull();
      expect(await findNewsItem(t.db, "en", "../etc")).toBeNull();
    });

    it("lists special issues and shows one with its people and sections of protocols", async () => {
      const list = await listSpecialIssues(t.db, "en");
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.every((s) => s.protocolCount > 0)).toBe(true);
      const issue = await findSpecialIssue(t.db, "en", list[0]!.id);
      expect(issue!.managingEditors).toHaveLength(1);
      expect(issue!.associateEditors.length).toBeGreaterThan(0);
      expect(issue!.reviewers.length).toBeGreaterThan(0);
      expect(issue!.sections.length).toBeGreaterThan(0);
      expect(issue!.sections.every((s) => s.protocols.length > 0)).toBe(true);
      expect(issue!.sections[0]!.protocols[0]!.kind).toBe("bp");
      expect(await findSpecialIssue(t.db, "en", 999_999)).toBeNull();
      const cn = await findSpecialIssue(t.db, "cn", list[0]!.id);
      expect(cn!.title).toMatch(/\p{Script=Han}/u);
    });

    it("lists collections and shows one with its protocols", async () => {
      const list = await listCollections(t.db, "en");
      expect(list).toHaveLength(6);
      expect(list[0]!.slug).toBe("crispr-genome-editing");
      const one = await findCollection(t.db, "en", list[0]!.id);
      expect(one!.protocols.length).toBe(list[0]!.protocolCount);
      expect(await findCollection(t.db, "en", 999_999)).toBeNull();
    });

    it("splits webinars into upcoming (soonest first) and past (latest first)", async () => {
      const { upcoming, past } = await listWebinars(t.db, "en", new Date(`${TODAY}T12:00:00Z`));
      expect(upcoming.map((w) => w.startsAt)).toEqual(["2026-12-03T10:00:00.000Z", "2027-02-11T09:00:00.000Z"]);
      expect(past[0]!.startsAt).toBe("2026-10-22T08:00:00.000Z");
      expect(past).toHaveLength(4);
      const later = await listWebinars(t.db, "en", new Date("2030-01-01T00:00:00Z"));
      expect(later.upcoming).toHaveLength(0);
    });

    it("lists the protocol videos, newest first, each with its protocol when it is published", async () => {
      const videos = await listVideos(t.db, "en");
      expect(videos).toHaveLength(3);
      expect(videos[0]!.publishedOn >= videos[1]!.publishedOn).toBe(true);
      const linked = videos.filter((v) => v.protocol);
      expect(linked).toHaveLength(3);
      for (const v of linked) {
        const row = await t.db
          .selectFrom("protocols")
          .select("video_id")
          .where("id", "=", v.protocol!.id)
          .executeTakeFirstOrThrow();
        expect(row.video_id).toBe(v.id);
      }
    });
  });
}
