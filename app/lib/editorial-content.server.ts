import { existsSync } from "node:fs";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import {
  contentColumnsOf,
  IMAGE_FIELD,
  IMAGE_TOKEN_FIELD,
  type ContentFormValues,
} from "@core/editorial/content/content-forms";
import { isContentKind, type ContentKind } from "@core/editorial/content/content-kind";
import type { ContentRefusalReason } from "@core/editorial/content/content-refusal";
import type { ContentColumns } from "@core/editorial/content/save-content-item";
import { CONTENT_SPECS } from "@core/editorial/content/content-specs";
import { videoFiles } from "@core/editorial/content/video-form";
import type { FieldErrors } from "@core/forms/parse-form-values";
import type { UploadSummary } from "@core/uploads/find-upload-by-token";
import type { FormFileSpec, SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { imageFromUpload } from "~/lib/uploaded-images.server";
import { notFound } from "~/lib/route-errors";

/** The kind in an office address (/{lang}/editorial/content/:kind), else the not-found page. */
export function contentKindOf(param: string | undefined): ContentKind {
  if (!isContentKind(param)) throw notFound();
  return param;
}

/** The file field of a kind's picture, for `runFormAction` (none for kinds without one). */
export function contentImageFiles(kind: ContentKind): FormFileSpec[] {
  return CONTENT_SPECS[kind].image ? [{ field: IMAGE_FIELD, tokenField: IMAGE_TOKEN_FIELD, kind: "image" }] : [];
}

/** Where a refused change is told: on the field it concerns, or above the form. */
const REFUSALS: Record<ContentRefusalReason, { field?: string; message: string }> = {
  "not-found": { message: "editorial.content.error.notFound" },
  stale: { message: "editorial.content.error.stale" },
  unique: { field: "slug", message: "editorial.content.error.slugTaken" },
  protocol: { field: "protocolId", message: "editorial.content.error.protocolUnknown" },
  "protocol-taken": { field: "protocolId", message: "editorial.content.error.protocolTaken" },
};

export function refusedOutcome(reason: ContentRefusalReason): SubmitOutcome {
  const { field, message } = REFUSALS[reason];
  return field ? { ok: false, errors: { [field]: message } } : { ok: false, formError: message };
}

/** A file of the site's public folder (the source, or the built client the server serves), by its URL path. */
function publicFileExists(urlPath: string): boolean {
  const roots = [path.resolve("public"), path.resolve(process.env.BUILD_DIR || "build", "client")];
  return roots.some((root) => {
    const file = path.resolve(root, `.${urlPath}`);
    return file.startsWith(`${root}${path.sep}`) && existsSync(file);
  });
}

/**
 * The columns a checked create or save post writes (ADR 0112): the kind's typed fields and, when a picture was
 * uploaded, its web renditions' path (ADR 0105). Refused with field errors: a video whose film or captions are not
 * in the public folder, a file that is no image.
 */
export async function contentColumnsFromPost(
  context: AppLoadContext,
  kind: ContentKind,
  values: ContentFormValues,
  upload: UploadSummary | null,
): Promise<{ ok: true; columns: ContentColumns } | { ok: false; errors: FieldErrors }> {
  const spec = CONTENT_SPECS[kind];
  const columns = contentColumnsOf(spec, values);
  if (kind === "videos" && !videoFiles(String(columns.src)).every(publicFileExists)) {
    return { ok: false, errors: { src: "editorial.content.error.videoMissing" } };
  }
  if (spec.image && upload) {
    const stored = await imageFromUpload(context, upload.token, {
      widths: spec.image.widths,
      aspect: spec.image.aspect,
    });
    if (!stored.ok) return { ok: false, errors: { imageToken: stored.message } };
    columns[spec.image.column] = stored.image.src;
  }
  return { ok: true, columns };
}
