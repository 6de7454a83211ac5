import { describe, expect, it } from "vitest";
import { protocolActionForm } from "@core/editorial/protocol-page-form";
import {
  canStartNewVersion,
  CROSSMARK_UPDATE_TYPE,
  JATS_FORWARD_TYPE,
  NOTICE_KINDS,
  noticeRefusal,
  noticeText,
  retractionOf,
} from "@core/editorial/notices/notice-rules";
import { parseFormValues } from "@core/forms/parse-form-values";
import { noticeDoi } from "@core/protocols/protocol-doi";

const journal = { kind: "bp", onlineOn: "2026-03-10", publishedOn: "2026-04-20" };
const TODAY = "2026-11-24";

describe("notice rules (ADR 0104)", () => {
  it("has three kinds, each with a JATS4R forward type and a Crossmark update type of schema 5.3.1", () => {
    expect(NOTICE_KINDS).toEqual(["correction", "retraction", "concern"]);
    expect(NOTICE_KINDS.map((k) => JATS_FORWARD_TYPE[k])).toEqual(["correction-forward", "retraction-forward", "concern-forward"]);
    expect(NOTICE_KINDS.map((k) => CROSSMARK_UPDATE_TYPE[k])).toEqual(["correction", "retraction", "expression_of_concern"]);
  });

  it("makes a retraction final: no second retraction, no later correction or concern, no new version", () => {
    expect(noticeRefusal(journal, [], "2026-11-01", TODAY)).toBeNull();
    expect(noticeRefusal(journal, [{ kind: "correction" }, { kind: "concern" }], "2026-11-01", TODAY)).toBeNull();
    expect(noticeRefusal(journal, [{ kind: "retraction" }], TODAY, TODAY)).toBe("retracted");
    expect(canStartNewVersion([{ kind: "correction" }])).toBe(true);
    expect(canStartNewVersion([{ kind: "correction" }, { kind: "retraction" }])).toBe(false);
    expect(retractionOf([{ kind: "concern", id: 1 }, { kind: "retraction", id: 2 }])).toEqual({ kind: "retraction", id: 2 });
  });

  it("dates a notice from the protocol's online date to today, and only on journal protocols", () => {
    expect(noticeRefusal(journal, [], "2026-11-25", TODAY)).toBe("future");
    expect(noticeRefusal(journal, [], "2026-03-09", TODAY)).toBe("before-online");
    expect(noticeRefusal(journal, [], "2026-03-10", TODAY)).toBeNull();
    expect(noticeRefusal({ ...journal, onlineOn: null }, [], "2026-04-19", TODAY)).toBe("before-online");
    expect(noticeRefusal({ ...journal, kind: "bpp" }, [], TODAY, TODAY)).toBe("preprint");
  });

  it("falls back to the English text on a Chinese page when no Chinese text was written, and says so", () => {
    const both = { textEn: "Figure 2 was mislabelled.", textCn: "图 2 标注有误。" };
    expect(noticeText("cn", both)).toEqual({ text: "图 2 标注有误。", lang: "cn" });
    expect(noticeText("en", both)).toEqual({ text: "Figure 2 was mislabelled.", lang: "en" });
    expect(noticeText("cn", { ...both, textCn: null })).toEqual({ text: "Figure 2 was mislabelled.", lang: "en" });
    expect(noticeText("cn", { ...both, textCn: "   " })).toEqual({ text: "Figure 2 was mislabelled.", lang: "en" });
  });

  it("gives every notice its own DOI under the prefix", () => {
    expect(noticeDoi(7, "10.55555")).toBe("10.55555/opls.notice.7");
  });
});

describe("the office page's form (one schema, browser and server)", () => {
  const notice = { intent: "notice", kind: "retraction", noticeOn: "2026-11-24", textEn: "Data fabricated.", textCn: "" };
  it("accepts a notice with English text only, and the new-version form with or without its intent", () => {
    expect(parseFormValues(protocolActionForm, notice).ok).toBe(true);
    expect(parseFormValues(protocolActionForm, {}).ok).toBe(true);
    expect(parseFormValues(protocolActionForm, { intent: "version" }).ok).toBe(true);
  });
  it("names each wrong field with a catalogue key", () => {
    const r = parseFormValues(protocolActionForm, { ...notice, kind: "erratum", noticeOn: "24/11/2026", textEn: "  " });
    expect(r).toEqual({
      ok: false,
      errors: { kind: "editorial.notices.error.kind", noticeOn: "editorial.notices.error.date", textEn: "editorial.notices.error.textEn" },
    });
    expect(parseFormValues(protocolActionForm, { ...notice, intent: "delete" })).toMatchObject({ ok: false, errors: { intent: "forms.failed" } });
    expect(parseFormValues(protocolActionForm, { ...notice, textCn: "长".repeat(10_001) })).toMatchObject({ ok: false, errors: { textCn: "forms.field.tooLong" } });
  });
});
