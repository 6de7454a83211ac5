/**
 * Heading ids: lower case, letters and digits of any script kept (Chinese headings keep their characters),
 * everything else folded into single hyphens. Stable: the same heading text always gives the same id.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]+/gu, "")
    .trim()
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Ids the page frame uses itself; a heading never takes them. */
const RESERVED_IDS = new Set(["main", "root"]);

/** Hands out unique ids in document order: a repeated heading gets "-2", "-3"… */
export function createSlugger(prefix = "") {
  const used = new Set<string>();
  return {
    /** `explicit` is an author's `{#id}`: kept as written. */
    take(text: string, explicit?: string): string {
      if (explicit) {
        used.add(explicit);
        return explicit;
      }
      const base = prefix + (slugify(text) || "section");
      let id = base;
      for (let n = 2; used.has(id) || RESERVED_IDS.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      return id;
    },
  };
}
