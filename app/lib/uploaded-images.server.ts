import { existsSync } from "node:fs";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import type { ResponsiveImage } from "@core/images/make-responsive-image";
import { storeResponsiveImage, type StoreResponsiveImageOptions } from "@core/images/store-responsive-image";
import { UPLOADED_IMAGES_PATH } from "@core/images/uploaded-image-names";
import { IMPORTED_FIGURES_PATH } from "@core/import-jats/store-figure-images";
import { formsServicesOf } from "~/lib/forms/forms-services.server";

/**
 * The folders an uploaded image is written to (ADR 0105, as the JATS importer's figures, ADR 0092): the source
 * `public/figures/uploaded` (kept by the next build) and, when a build exists, the built client's copy, so the
 * running server serves the image at once.
 */
export function uploadedImageDirs(): string[] {
  return publicImageDirs(UPLOADED_IMAGES_PATH);
}

/** The same for the figures of an imported JATS article (`figures/imported`, as the command line's importer). */
export function importedFigureDirs(): string[] {
  return publicImageDirs(IMPORTED_FIGURES_PATH);
}

function publicImageDirs(urlPath: string): string[] {
  const dirs: string[] = [];
  const source = path.resolve("public");
  if (existsSync(source)) dirs.push(path.join(source, urlPath));
  const client = path.resolve(process.env.BUILD_DIR || "build", "client");
  if (existsSync(client)) dirs.push(path.join(client, urlPath));
  return dirs;
}

/**
 * The web renditions of an image a form uploaded (its upload `token`), written to `uploadedImageDirs()`; or the
 * message key of the refusal for the file field (ADR 0105).
 */
export async function imageFromUpload(
  context: AppLoadContext,
  token: string,
  options: Pick<StoreResponsiveImageOptions, "widths" | "aspect">,
): Promise<{ ok: true; image: ResponsiveImage; created: string[] } | { ok: false; message: string }> {
  const stored = await storeResponsiveImage(await readUploadBytes(context, token), {
    ...options,
    dirs: uploadedImageDirs(),
    shared: formsServicesOf(context).figures,
  });
  if (stored.ok) return stored;
  return { ok: false, message: stored.problem === "too-large" ? "editorial.media.error.tooLarge" : "editorial.media.error.notImage" };
}

/** The whole of a stored upload (an image, a JATS file, a figures zip), for the office's imports. */
export async function readUploadBytes(context: AppLoadContext, token: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of formsServicesOf(context).uploads.createReadStream(token)) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}
