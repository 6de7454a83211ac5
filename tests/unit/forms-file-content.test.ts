import { describe, expect, it } from "vitest";
import { contentMatchesExtension } from "@core/uploads/content-matches-extension";
import { TextContentCheck } from "@core/uploads/text-content-check";
import { acceptsExtension, extensionOf } from "@core/uploads/upload-kinds";
import { CV_EXTENSIONS, DRAFT_EXTENSIONS } from "@core/config/constants";
import { cfb, exe, html, ooxml, pdf, png, zip } from "../fixtures/forms-files";

async function matches(extension: string, file: Buffer): Promise<boolean> {
  const text = new TextContentCheck();
  text.push(file);
  return contentMatchesExtension(extension, {
    head: file.subarray(0, 64 * 1024),
    tail: file.subarray(-64 * 1024),
    isPlainText: text.finish(),
  });
}

describe("upload formats (SPEC §5)", () => {
  it("accepts the SPEC's draft and CV extensions only", () => {
    expect(DRAFT_EXTENSIONS).toEqual(["doc", "docx", "xlsx", "xls", "pdf", "pptx", "ppt", "txt", "zip", "rar", "7z"]);
    expect(CV_EXTENSIONS).toEqual(["doc", "docx", "pdf", "pptx", "ppt", "zip", "rar", "7z"]);
    expect(acceptsExtension("draft", "txt")).toBe(true);
    expect(acceptsExtension("cv", "txt")).toBe(false);
    expect(acceptsExtension("cv", "exe")).toBe(false);
    expect(acceptsExtension("screenshot", "png")).toBe(true);
    expect(acceptsExtension("screenshot", "pdf")).toBe(false);
    expect(extensionOf("Protocol Draft.v2.DOCX")).toBe("docx");
    expect(extensionOf("C:\\Users\\me\\cv.pdf")).toBe("pdf");
    expect(extensionOf("README")).toBe("");
    expect(extensionOf(".pdf")).toBe("");
  });
});

describe("the file's magic bytes must agree with its extension", () => {
  it("accepts real files of each kind", async () => {
    expect(await matches("pdf", pdf())).toBe(true);
    expect(await matches("docx", ooxml("docx"))).toBe(true);
    expect(await matches("xlsx", ooxml("xlsx"))).toBe(true);
    expect(await matches("pptx", ooxml("pptx"))).toBe(true);
    expect(await matches("doc", cfb())).toBe(true);
    expect(await matches("xls", cfb())).toBe(true);
    expect(await matches("ppt", cfb())).toBe(true);
    expect(await matches("zip", zip([["a.txt", "hello"]]))).toBe(true);
    expect(await matches("zip", ooxml("docx"))).toBe(true);
    expect(await matches("rar", Buffer.concat([Buffer.from("Rar!\x1a\x07\x01\x00", "latin1"), Buffer.alloc(64)]))).toBe(
      true,
    );
    expect(await matches("7z", Buffer.concat([Buffer.from("377abcaf271c0004", "hex"), Buffer.alloc(64)]))).toBe(true);
    expect(await matches("png", png())).toBe(true);
    expect(await matches("txt", Buffer.from("Step 1. Add 5 µl of buffer.\n第二步：离心。\n"))).toBe(true);
  });

  it("recognises an OOXML package whose [Content_Types].xml comes after the first 64 KiB", async () => {
    const late = ooxml("docx", { contentTypesLast: true, padding: 200_000 });
    expect(await matches("docx", late)).toBe(true);
    expect(await matches("xlsx", late)).toBe(false);
  });

  it("refuses renamed files", async () => {
    expect(await matches("pdf", exe())).toBe(false);
    expect(await matches("docx", exe())).toBe(false);
    expect(await matches("zip", exe())).toBe(false);
    expect(await matches("pdf", html())).toBe(false);
    expect(await matches("docx", zip([["a.txt", "plain zip"]]))).toBe(false);
    expect(await matches("docx", pdf())).toBe(false);
    expect(await matches("doc", pdf())).toBe(false);
    expect(await matches("png", pdf())).toBe(false);
    expect(await matches("jpg", png())).toBe(false);
  });

  it("takes .txt only as UTF-8 text without NUL, and never HTML", async () => {
    expect(await matches("txt", exe())).toBe(false);
    expect(await matches("txt", html())).toBe(false);
    expect(await matches("txt", Buffer.from("  <svg onload=alert(1)>"))).toBe(false);
    expect(await matches("txt", Buffer.from([0x48, 0x69, 0xff, 0xfe]))).toBe(false);
    expect(await matches("txt", Buffer.from("text\u0000more"))).toBe(false);
  });

  it("checks UTF-8 across chunk boundaries", () => {
    const bytes = Buffer.from("细胞培养");
    const check = new TextContentCheck();
    check.push(bytes.subarray(0, 4));
    check.push(bytes.subarray(4));
    expect(check.finish()).toBe(true);
    const cut = new TextContentCheck();
    cut.push(bytes.subarray(0, 4));
    expect(cut.finish()).toBe(false);
  });
});
