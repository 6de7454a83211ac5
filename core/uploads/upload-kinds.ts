import { CV_EXTENSIONS, DRAFT_EXTENSIONS } from "../config/constants";

/** Images accepted as a help-request screenshot. */
export const SCREENSHOT_EXTENSIONS = ["png", "jpg", "jpeg", "webp", "gif"] as const;

/**
 * What an upload is for, and the file extensions each accepts (SPEC §5). Shared by the browser (the
 * file picker's `accept`, the immediate check) and the server (the authoritative check).
 */
export const UPLOAD_KINDS = {
  draft: DRAFT_EXTENSIONS,
  manuscript: DRAFT_EXTENSIONS,
  /** A submission's supplementary material: one file, an archive when there are several (ADR 0093). */
  supplementary: DRAFT_EXTENSIONS,
  cv: CV_EXTENSIONS,
  screenshot: SCREENSHOT_EXTENSIONS,
  /** A JATS XML article imported in the editorial office (ADR 0099). */
  jats: ["xml"],
  /** The figures' images of an imported JATS article, as one zip (ADR 0092, issue 14). */
  figures: ["zip"],
  /** A figure or cover image uploaded in the editorial office, made into web renditions (ADR 0105). */
  image: ["png", "jpg", "jpeg", "webp", "tif", "tiff"],
} as const satisfies Record<string, readonly string[]>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

export function isUploadKind(value: string): value is UploadKind {
  return Object.hasOwn(UPLOAD_KINDS, value);
}

/** The lower-case extension of a file name without the dot ("" when there is none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

export function acceptsExtension(kind: UploadKind, extension: string): boolean {
  return (UPLOAD_KINDS[kind] as readonly string[]).includes(extension);
}

/** For `<input type="file" accept>`: ".doc,.docx,…". */
export function acceptAttribute(kind: UploadKind): string {
  return UPLOAD_KINDS[kind].map((e) => `.${e}`).join(",");
}
