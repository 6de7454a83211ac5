import { describe, expect, it } from "vitest";
import { collectionActionForm, collectionForm } from "@core/editorial/collections/collection-forms";
import { isSlug, movedOrder } from "@core/editorial/collections/collection-rules";
import { parseFormValues } from "@core/forms/parse-form-values";

describe("collection slugs", () => {
  it("takes lower-case words of letters and digits joined by single hyphens", () => {
    for (const ok of ["single-cell-omics", "crispr", "2025-awards", "a1"]) expect(isSlug(ok)).toBe(true);
    for (const bad of ["", "a", "Single-Cell", "single--cell", "-cell", "cell-", "单细胞", "cell omics", "a".repeat(81)]) expect(isSlug(bad)).toBe(false);
  });

  it("is trimmed and lower-cased by the form, with a message for each fault", () => {
    const values = { slug: "  Organoid-Methods ", titleEn: "Organoids", titleCn: "类器官", descriptionEn: "", descriptionCn: "", coverUrl: "/images/covers/issue-1.svg" };
    const parsed = parseFormValues(collectionForm, values);
    expect(parsed.ok && parsed.data.slug).toBe("organoid-methods");
    expect(parseFormValues(collectionForm, { ...values, slug: "" })).toMatchObject({ ok: false, errors: { slug: "editorial.collections.error.slugRequired" } });
    expect(parseFormValues(collectionForm, { ...values, slug: "organoid methods" })).toMatchObject({ ok: false, errors: { slug: "editorial.collections.error.slug" } });
    expect(parseFormValues(collectionForm, { ...values, titleCn: " ", coverUrl: "/evil.svg" })).toMatchObject({
      ok: false,
      errors: { titleCn: "editorial.collections.error.titleCn", coverUrl: "editorial.collections.error.cover" },
    });
  });

  it("checks the details only on a details post, and a protocol number on the others", () => {
    expect(parseFormValues(collectionActionForm, { intent: "publish" }).ok).toBe(true);
    expect(parseFormValues(collectionActionForm, { intent: "add", protocolId: "#1234" }).ok).toBe(true);
    expect(parseFormValues(collectionActionForm, { intent: "add", protocolId: "abc" })).toMatchObject({ ok: false, errors: { protocolId: "editorial.collections.error.protocolId" } });
    expect(parseFormValues(collectionActionForm, { intent: "details", slug: "x" })).toMatchObject({ ok: false, errors: { slug: "editorial.collections.error.slug" } });
    expect(parseFormValues(collectionActionForm, { intent: "drop" }).ok).toBe(false);
  });
});

describe("ordering", () => {
  it("swaps an item with its neighbour, never past either end", () => {
    expect(movedOrder(["a", "b", "c"], 3, "up")).toEqual(["a", "c", "b"]);
    expect(movedOrder(["a", "b", "c"], 1, "down")).toEqual(["b", "a", "c"]);
    expect(movedOrder(["a", "b", "c"], 1, "up")).toBeNull();
    expect(movedOrder(["a", "b", "c"], 3, "down")).toBeNull();
    expect(movedOrder(["a", "b", "c"], 0, "down")).toBeNull();
    expect(movedOrder(["a", "b", "c"], 4, "up")).toBeNull();
  });
});
