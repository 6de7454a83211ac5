import { describe, expect, it } from "vitest";
import * as terms from "@core/search/terms";
import * as termDictionary from "@core/search/term-dictionary";
import { processWide } from "@core/runtime/process-wide";

/** A module loaded anew under another id, as a second bundle holds its own copy. */
const secondCopy = <T>(relative: string): Promise<T> => import(/* @vite-ignore */ `${new URL(relative, import.meta.url).pathname}?second-bundle`) as Promise<T>;

/**
 * ADR 0156: the compiled server holds some modules twice (its own bundle and React Router's build). A second copy of
 * a module, loaded here under another id as a second bundle would, must find what the first built, not build and
 * keep its own.
 */
describe("processWide", () => {
  it("gives every copy of a module the value the first one made", async () => {
    const first = terms.termConcepts();
    const copy = await secondCopy<typeof terms>("../../core/search/terms/index.ts");
    expect(copy.termConcepts).not.toBe(terms.termConcepts);
    expect(copy.termConcepts()).toBe(first);

    const forms = termDictionary.conceptForms(["western", "blot"]);
    expect(forms).not.toBeNull();
    const dictionaryCopy = await secondCopy<typeof termDictionary>("../../core/search/term-dictionary.ts");
    expect(dictionaryCopy.conceptForms(["western", "blot"])).toBe(forms);
  });

  it("makes a value once per name", () => {
    let made = 0;
    const make = () => ({ n: ++made });
    const a = processWide("test.once", make);
    expect(processWide("test.once", make)).toBe(a);
    expect(made).toBe(1);
    expect(processWide("test.other", make)).not.toBe(a);
  });
});
