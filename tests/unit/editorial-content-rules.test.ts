import { describe, expect, it } from "vitest";
import { isDay, isWebLink } from "@core/editorial/content/content-fields";
import {
  contentColumnsOf,
  contentFormValuesOf,
  contentItemForm,
  contentListForm,
} from "@core/editorial/content/content-forms";
import { CONTENT_KINDS, type ContentRow } from "@core/editorial/content/content-kind";
import { canMove, inPublicOrder } from "@core/editorial/content/content-order";
import { CONTENT_SPECS } from "@core/editorial/content/content-specs";
import { videoFiles } from "@core/editorial/content/video-form";
import { webinarStart } from "@core/editorial/content/webinar-form";
import { parseFormValues } from "@core/forms/parse-form-values";
import { CATALOGUES } from "~/i18n/catalogues.server";
import type { MessageKey } from "~/i18n/translate";

describe("the office's content rules (ADR 0112)", () => {
  it("reads dates, webinar times and website links strictly", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("26-02-28")).toBe(false);
    expect(webinarStart("2026-06-18T08:00")).toBe("2026-06-18T08:00:00Z");
    expect(webinarStart("2026-06-18T08:00:30")).toBe("2026-06-18T08:00:00Z");
    expect(webinarStart("2026-06-18T25:00")).toBeNull();
    expect(webinarStart("2026-02-30T08:00")).toBeNull();
    expect(webinarStart("tomorrow")).toBeNull();
    expect(isWebLink("https://journal.example.org/about")).toBe(true);
    expect(isWebLink("http://example.cn")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "ftp://example.org",
      "https://localhost",
      "https://user:pw@example.org",
      "example.org",
    ]) {
      expect(isWebLink(bad), bad).toBe(false);
    }
    expect(videoFiles("/videos/a/b.webm")).toEqual(["/videos/a/b.webm", "/videos/a/b.en.vtt", "/videos/a/b.zh.vtt"]);
  });

  it("asks for every required field of each kind, and its picture on creation only, with messages in both languages", () => {
    for (const kind of CONTENT_KINDS) {
      const spec = CONTENT_SPECS[kind];
      const created = parseFormValues(contentListForm(kind), { intent: "create" });
      expect(created.ok, kind).toBe(false);
      const errors = created.ok ? {} : created.errors;
      for (const field of spec.fields.filter((f) => f.required))
        expect(errors[field.name], `${kind} ${field.name}`).toBeTruthy();
      expect(Boolean(errors.imageToken), kind).toBe(Boolean(spec.image));
      const saved = parseFormValues(contentItemForm(kind), { intent: "save" });
      expect(saved.ok ? {} : saved.errors).not.toHaveProperty("imageToken");
      for (const message of Object.values(errors)) {
        expect(CATALOGUES.en[message as MessageKey], message).toBeTruthy();
        expect(CATALOGUES.cn[message as MessageKey], message).toBeTruthy();
      }
      for (const f of spec.fields) {
        expect(CATALOGUES.cn[(f.label ?? `editorial.content.field.${f.name}`) as MessageKey], f.name).toBeTruthy();
        if (f.hint) expect(CATALOGUES.cn[`editorial.content.hint.${f.hint}` as MessageKey], f.hint).toBeTruthy();
      }
      // Moving needs none of the fields.
      expect(parseFormValues(contentListForm(kind), { intent: "up", itemId: "3", position: "2" }).ok).toBe(true);
    }
  });

  it("refuses what is not a slug, a link, a film path or a running time, and stores what is typed as the columns want", () => {
    const news = parseFormValues(contentItemForm("news"), {
      intent: "save",
      slug: "Lab Week!",
      publishedOn: "2026-13-01",
      titleEn: "A",
      titleCn: "甲",
      bodyEn: "x",
      bodyCn: "乙",
    });
    expect(news.ok ? {} : news.errors).toEqual({
      slug: "editorial.content.error.slug",
      publishedOn: "editorial.content.error.publishedOn",
    });
    const sponsor = parseFormValues(contentItemForm("sponsors"), {
      intent: "save",
      nameEn: "S",
      nameCn: "赞",
      url: "javascript:alert(1)",
    });
    expect(sponsor.ok ? {} : sponsor.errors).toEqual({ url: "editorial.content.error.url" });
    const video = parseFormValues(contentItemForm("videos"), {
      intent: "save",
      titleEn: "V",
      titleCn: "视",
      src: "/videos/../etc/passwd.webm",
      durationSeconds: "0",
      publishedOn: "2026-01-01",
      protocolId: "abc",
    });
    expect(video.ok ? {} : video.errors).toEqual({
      src: "editorial.content.error.src",
      durationSeconds: "editorial.content.error.durationSeconds",
      protocolId: "editorial.content.error.protocolId",
    });

    const typed = {
      titleEn: " V ",
      titleCn: "视",
      src: "/videos/x.webm",
      durationSeconds: "75",
      publishedOn: "2026-01-01",
      protocolId: "#12",
    };
    expect(contentColumnsOf(CONTENT_SPECS.videos, typed)).toEqual({
      title_en: "V",
      title_cn: "视",
      src: "/videos/x.webm",
      duration_seconds: 75,
      published_on: "2026-01-01",
      protocol_id: 12,
    });
    const webinar = {
      id: 1,
      state: "published",
      starts_at: "2026-06-18T08:00:00Z",
      title_en: "W",
      title_cn: "网",
      speaker_en: "S",
      speaker_cn: "讲",
      description_en: "D",
      description_cn: "简",
    } as ContentRow;
    expect(contentFormValuesOf(CONTENT_SPECS.webinars, webinar).startsAt).toBe("2026-06-18T08:00");
    expect(
      contentColumnsOf(CONTENT_SPECS.webinars, contentFormValuesOf(CONTENT_SPECS.webinars, webinar)).starts_at,
    ).toBe("2026-06-18T08:00:00Z");
  });

  it("orders FAQs as the FAQ page groups them, and board members as the about page does", () => {
    const faq = (id: number, sort_order: number, topic_en: string) =>
      ({ id, state: "published", sort_order, topic_en }) as ContentRow;
    const faqs = inPublicOrder(CONTENT_SPECS.faqs, [
      faq(1, 1, "Fees"),
      faq(2, 2, "Review"),
      faq(3, 3, "Fees "),
      faq(4, 0, "Review"),
    ]);
    expect(faqs.map((r) => r.id)).toEqual([4, 2, 1, 3]);
    expect([
      canMove(CONTENT_SPECS.faqs, faqs, 2, "down"),
      canMove(CONTENT_SPECS.faqs, faqs, 3, "down"),
      canMove(CONTENT_SPECS.faqs, faqs, 3, "up"),
    ]).toEqual([false, true, false]);
    const member = (id: number, board: string, role: string) =>
      ({ id, state: "draft", sort_order: id, board, role }) as ContentRow;
    const board = inPublicOrder(CONTENT_SPECS.board, [
      member(1, "advisory", "advisor"),
      member(2, "editorial", "reviewer"),
      member(3, "editorial", "editor_in_chief"),
      member(4, "editorial", "typed-role"),
    ]);
    expect(board.map((r) => r.id)).toEqual([3, 2, 4, 1]);
    const news = inPublicOrder(CONTENT_SPECS.news, [
      { id: 1, published_on: "2026-01-02" },
      { id: 2, published_on: "2026-03-01" },
    ] as unknown as ContentRow[]);
    expect(news.map((r) => r.id)).toEqual([2, 1]);
  });
});
