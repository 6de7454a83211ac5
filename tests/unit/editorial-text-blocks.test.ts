import { describe, expect, it } from "vitest";
import { blocksFromText, textFromBlocks } from "@core/editorial/text-blocks";

describe("the protocol form's block markup", () => {
  it("reads headings, equations and tables between paragraphs", () => {
    const text = [
      "## Normalising the signal",
      "Each trace is expressed relative to its baseline [2].",
      "$$ \\Delta F/F_0 = (F - F_0)/F_0 $$",
      "Table: Primers for *GAPDH*\n| Primer | Sequence (5′→3′) |\n| --- | --- |\n| Forward | GAAGGTGAAGGTCGGAGTC |\n| Reverse | GAAGATGGTGATGGGATTTC |",
    ].join("\n\n");
    const blocks = blocksFromText(text);
    expect(blocks.map((b) => b.type)).toEqual(["heading", "paragraph", "equation", "table"]);
    expect(blocks[2]).toEqual({ type: "equation", tex: "\\Delta F/F_0 = (F - F_0)/F_0", text: "\\Delta F/F_0 = (F - F_0)/F_0" });
    expect(blocks[3]).toEqual({
      type: "table",
      caption: [{ t: "text", v: "Primers for " }, { t: "text", v: "GAPDH", marks: ["i"] }],
      head: ["Primer", "Sequence (5′→3′)"],
      rows: [
        ["Forward", "GAAGGTGAAGGTCGGAGTC"],
        ["Reverse", "GAAGATGGTGATGGGATTTC"],
      ],
    });
    // Written back as the same markup (the separator row is not kept), and read again as the same blocks.
    const again = textFromBlocks(blocks)!;
    expect(blocksFromText(again)).toEqual(blocks);
  });

  it("takes a Chinese table label, and a multi-line equation", () => {
    const blocks = blocksFromText("表：缓冲液配方\n| 成分 | 终浓度 |\n| Tris-HCl pH 7.4 | 50 mM |\n\n$$\n\\frac{a}{b}\n$$");
    expect(blocks[0]).toMatchObject({ type: "table", head: ["成分", "终浓度"], rows: [["Tris-HCl pH 7.4", "50 mM"]] });
    expect(blocks[1]).toMatchObject({ type: "equation", tex: "\\frac{a}{b}" });
    expect(textFromBlocks(blocks, "cn")!.startsWith("表：缓冲液配方\n")).toBe(true);
  });

  it("keeps ordinary prose as paragraphs: a lone label or pipe is not a table", () => {
    expect(blocksFromText("Table: none follows").map((b) => b.type)).toEqual(["paragraph"]);
    expect(blocksFromText("Mix A | B at 1:1.").map((b) => b.type)).toEqual(["paragraph"]);
    expect(blocksFromText("Costs $5 and $$ are not maths").map((b) => b.type)).toEqual(["paragraph"]);
  });

  it("says when blocks cannot be written as text", () => {
    expect(textFromBlocks([{ type: "equation", tex: "x^2", text: "x squared" }])).toBeNull();
    expect(textFromBlocks([{ type: "figure", src: "/f.png", alt: "", caption: [] }])).toBeNull();
    expect(textFromBlocks([{ type: "table", caption: [], head: ["a|b"], rows: [] }])).toBeNull();
  });
});
