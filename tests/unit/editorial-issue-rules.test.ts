import { describe, expect, it } from "vitest";
import { issueActionForm, issueForm } from "@core/editorial/issues/issue-forms";
import { issueElocations, movedPosition, publishRefusal } from "@core/editorial/issues/issue-rules";
import { parseFormValues } from "@core/forms/parse-form-values";

describe("issue lifecycle rules (ADR 0100)", () => {
  it("publishes only a scheduled issue with protocols, on or after its date, with distinct e-locations", () => {
    const scheduled = { state: "scheduled" as const, publishedOn: "2026-11-23" };
    expect(publishRefusal(scheduled, ["e101", "e102"], "2026-11-23")).toBeNull();
    expect(publishRefusal(scheduled, ["e101"], "2026-12-01")).toBeNull();
    expect(publishRefusal({ ...scheduled, state: "published" }, ["e101"], "2026-11-23")).toBe("published");
    expect(publishRefusal(scheduled, [], "2026-11-23")).toBe("empty");
    expect(publishRefusal(scheduled, ["e101"], "2026-11-22")).toBe("future");
    expect(publishRefusal(scheduled, ["e101", "e101"], "2026-11-23")).toBe("elocations");
  });

  it("deals the issue's own article numbers out in ascending order and keeps typed ones", () => {
    const items = [
      { protocolId: 5210, current: "e5210", override: null },
      { protocolId: 5188, current: "e5188", override: null },
      { protocolId: 5301, current: "e5301", override: null },
    ];
    expect(issueElocations(items)).toEqual(["e5188", "e5210", "e5301"]);
    expect(issueElocations([{ ...items[0]!, override: "e5301" }, items[1]!, items[2]!])).toEqual(["e5301", "e5188", "e5210"]);
    expect(issueElocations([{ protocolId: 9, current: null, override: null }])).toEqual(["e9"]);
    expect(issueElocations([])).toEqual([]);
  });

  it("moves one place at a time and not past either end", () => {
    expect(movedPosition(2, 3, "up")).toBe(1);
    expect(movedPosition(2, 3, "down")).toBe(3);
    expect(movedPosition(1, 3, "up")).toBeNull();
    expect(movedPosition(3, 3, "down")).toBeNull();
  });

  it("validates the issue form with catalogue keys", () => {
    const ok = parseFormValues(issueForm, { volume: "16", year: "2026", number: "22", publishedOn: "2026-11-23", coverUrl: "/images/covers/issue-2.svg" });
    expect(ok).toMatchObject({ ok: true, data: { volume: 16, year: 2026, number: 22, titleEn: "" } });
    const bad = parseFormValues(issueForm, { volume: "0", year: "26", number: "x", publishedOn: "2026-02-30x", coverUrl: "/etc/passwd" });
    expect(bad).toEqual({
      ok: false,
      errors: {
        volume: "editorial.issues.error.volume",
        year: "editorial.issues.error.year",
        number: "editorial.issues.error.number",
        publishedOn: "editorial.issues.error.date",
        coverUrl: "editorial.issues.error.cover",
      },
    });
  });

  it("needs a protocol for every action but publishing, and a plain e-location", () => {
    expect(parseFormValues(issueActionForm, { intent: "publish" }).ok).toBe(true);
    expect(parseFormValues(issueActionForm, { intent: "up" })).toEqual({ ok: false, errors: { protocolId: "editorial.issues.error.protocol" } });
    expect(parseFormValues(issueActionForm, { intent: "elocation", protocolId: "12", elocation: "e 12" })).toEqual({
      ok: false,
      errors: { elocation: "editorial.issues.error.elocation" },
    });
    expect(parseFormValues(issueActionForm, { intent: "drop", protocolId: "12" }).ok).toBe(false);
    expect(parseFormValues(issueActionForm, { intent: "details", publishedOn: "2026-11-31x", coverUrl: "http://x" })).toEqual({
      ok: false,
      errors: { publishedOn: "editorial.issues.error.date", coverUrl: "editorial.issues.error.cover" },
    });
    expect(parseFormValues(issueActionForm, { intent: "details", publishedOn: "2026-12-01", titleCn: "类器官" }).ok).toBe(true);
  });
});
