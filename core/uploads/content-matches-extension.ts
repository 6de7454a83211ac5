import { fileTypeFromBuffer } from "file-type";

/** OOXML documents are zip containers: their package part names tell them apart. */
const OOXML_PARTS: Readonly<Record<string, string>> = { docx: "word/", xlsx: "xl/", pptx: "ppt/" };
/** doc, xls and ppt are OLE2 compound files ("cfb"). */
const CFB_EXTENSIONS = new Set(["doc", "xls", "ppt"]);
const ZIP_BASED = new Set(["zip", "docx", "xlsx", "pptx", "odt", "ods", "odp", "epub"]);
const IMAGE_TYPES: Readonly<Record<string, string>> = { png: "png", jpg: "jpg", jpeg: "jpg", webp: "webp", gif: "gif", tif: "tif", tiff: "tif" };

export interface FileSample {
  /** The first bytes of the file (at least 64 KiB, or all of it). */
  head: Uint8Array;
  /** The last bytes (a zip's central directory is at its end). */
  tail: Uint8Array;
  /** For .txt: whether the whole file was UTF-8 text without NUL (see TextContentCheck). */
  isPlainText: boolean;
}

function containsAscii(haystacks: Uint8Array[], needle: string): boolean {
  const bytes = Buffer.from(needle, "latin1");
  return haystacks.some((h) => Buffer.from(h.buffer, h.byteOffset, h.byteLength).includes(bytes));
}

/**
 * Whether a file's content is what its extension claims (SPEC §5 formats), from its magic bytes
 * (file-type): a renamed .exe or .html is refused whatever it is called.
 */
export async function contentMatchesExtension(extension: string, sample: FileSample): Promise<boolean> {
  if (extension === "txt") return sample.isPlainText;
  const detected = (await fileTypeFromBuffer(sample.head))?.ext as string | undefined;
  if (!detected) return false;
  if (Object.hasOwn(IMAGE_TYPES, extension)) return detected === IMAGE_TYPES[extension];
  if (CFB_EXTENSIONS.has(extension)) return detected === "cfb";
  if (extension === "zip") return ZIP_BASED.has(detected);
  const part = OOXML_PARTS[extension];
  if (part) {
    if (detected === extension) return true;
    // file-type reads only the head; a package whose [Content_Types].xml comes late is still OOXML.
    return (
      detected === "zip" &&
      containsAscii([sample.head, sample.tail], "[Content_Types].xml") &&
      containsAscii([sample.head, sample.tail], part)
    );
  }
  return detected === extension;
}
