import { describe, expect, it } from "vitest";
import { inboxItemForm, inboxTemplateForm } from "@core/editorial/inbox/inbox-forms";
import {
  EDITOR_SLOT,
  INBOX_KINDS,
  INBOX_STATUSES,
  KIND_TEMPLATES,
  canMoveTo,
  fillTemplate,
  nextStatuses,
  unknownPlaceholders,
  waivedShare,
} from "@core/editorial/inbox/inbox-rules";
import { parseFormValues } from "@core/forms/parse-form-values";
import { INBOX_TEMPLATE_SEED } from "@core/db/migrations/0018-inbox-templates";

/** The inbox's rules (ADR 0110): statuses, templates, the item page's form. */
describe("inbox statuses", () => {
  it("go new → in progress → accepted / declined / closed; decisions are final, a closed item reopens", () => {
    const moves = (kind: (typeof INBOX_KINDS)[number]) =>
      Object.fromEntries(
        INBOX_STATUSES.map((from) => [from, INBOX_STATUSES.filter((to) => canMoveTo(kind, from, to))]),
      );
    expect(moves("psi")).toEqual({
      new: ["in_progress", "closed"],
      in_progress: ["accepted", "declined", "closed"],
      accepted: [],
      declined: [],
      closed: ["in_progress"],
    });
    // A help request is answered and closed, never accepted or declined.
    expect(nextStatuses("help", "in_progress")).toEqual(["closed"]);
    expect(canMoveTo("ambassador", "new", "accepted")).toBe(false);
  });
});

describe("reply templates", () => {
  it("fill known placeholders and keep anything else as written", () => {
    expect(fillTemplate("Dear {name}, re {reference} {unknown}", { name: "Mei", reference: "P-000001" })).toBe(
      "Dear Mei, re P-000001 {unknown}",
    );
    expect(unknownPlaceholders("{name} {nmae} {title} {nmae}")).toEqual(["nmae"]);
    expect(EDITOR_SLOT.test("a [[Write\nhere]] b")).toBe(true);
    expect(EDITOR_SLOT.test("a [link] b")).toBe(false);
    expect([waivedShare("full", 40), waivedShare("partial", 40), waivedShare("refused", 40)]).toEqual([100, 40, 0]);
  });

  it("are seeded for every kind and purpose in both languages, with known placeholders only", () => {
    const keys = INBOX_TEMPLATE_SEED.map((x) => `${x.kind}.${x.purpose}.${x.language}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(
      INBOX_KINDS.flatMap((k) => KIND_TEMPLATES[k].flatMap((p) => [`${k}.${p}.cn`, `${k}.${p}.en`])).sort(),
    );
    for (const x of INBOX_TEMPLATE_SEED)
      expect(unknownPlaceholders(`${x.subject} ${x.body}`), `${x.kind}.${x.purpose}.${x.language}`).toEqual([]);
    for (const x of INBOX_TEMPLATE_SEED.filter((y) => y.language === "cn"))
      expect(x.body, `${x.kind}.${x.purpose}`).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe("the item page's form", () => {
  const base = { intent: "note", idempotencyKey: "k" };
  it("asks for what each form needs, and no more", () => {
    expect(parseFormValues(inboxItemForm, { ...base, note: " " })).toEqual({
      ok: false,
      errors: { note: "editorial.inbox.error.noteRequired" },
    });
    expect(parseFormValues(inboxItemForm, { ...base, note: "Called the author." }).ok).toBe(true);
    expect(parseFormValues(inboxItemForm, { intent: "reply", subject: "Re", body: "[[fill]]" })).toEqual({
      ok: false,
      errors: { body: "editorial.inbox.error.slot" },
    });
    expect(parseFormValues(inboxItemForm, { intent: "waiver", decision: "partial", share: "0", reason: "" })).toEqual({
      ok: false,
      errors: { share: "editorial.inbox.error.share", reason: "editorial.inbox.error.reasonRequired" },
    });
    expect(
      parseFormValues(inboxItemForm, { intent: "waiver", decision: "full", share: "", reason: "Unfunded lab." }).ok,
    ).toBe(true);
    expect(parseFormValues(inboxItemForm, { intent: "status", from: "new", to: "done" }).ok).toBe(false);
    expect(
      parseFormValues(inboxItemForm, {
        intent: "status",
        from: "in_progress",
        to: "accepted",
        listing: "1",
        nameEn: "Wang Fang",
      }),
    ).toMatchObject({
      ok: false,
      errors: { nameCn: "editorial.inbox.error.listingName", countryEn: "editorial.inbox.error.listingCountry" },
    });
    expect(parseFormValues(inboxItemForm, { intent: "assign", expectedAssignee: "", assignee: "x" }).ok).toBe(false);
    expect(
      parseFormValues(inboxTemplateForm, {
        kind: "psi",
        purpose: "accepted",
        subjectEn: "{name}",
        bodyEn: "b",
        versionEn: "1",
        subjectCn: "c",
        bodyCn: "{oops}",
        versionCn: "2",
      }),
    ).toEqual({
      ok: false,
      errors: { bodyCn: "editorial.inbox.templates.error.placeholder" },
    });
  });
});
