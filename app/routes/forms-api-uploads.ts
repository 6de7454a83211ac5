import type { Route } from "./+types/forms-api-uploads";
import { consumeRateLimit } from "@core/rate-limit/consume-rate-limit";
import { FORM_RATE_LIMITS } from "@core/forms/limits";
import { isUploadKind } from "@core/uploads/upload-kinds";
import { deleteUnclaimedUploads } from "@core/uploads/delete-unclaimed-uploads";
import { formsServicesOf } from "~/lib/forms/forms-services.server";
import { readForm } from "~/lib/forms/read-form.server";
import { uploadRefusalMessage } from "~/lib/forms/upload-messages";
import { isCrossSiteRequest } from "~/lib/csrf.server";
import type { UploadApiResponse } from "~/lib/forms/form-action-data";

function answer(body: UploadApiResponse, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return answer({ ok: false, error: "forms.failed" }, 405);
}

/**
 * POST /api/uploads?kind=draft|cv|manuscript|screenshot, one multipart field "file": the forms' file
 * upload with progress (XMLHttpRequest) when JavaScript runs. The file is streamed to storage and checked
 * (size, extension, magic bytes) exactly as a form post without JavaScript is; the token it returns
 * goes into the form's hidden field (ADR 0041).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind") ?? "";
  if (!isUploadKind(kind)) return answer({ ok: false, error: "forms.failed" }, 400);
  // The one same-site check: `Origin: null` (a sandboxed or privacy-stripped page), another site's origin or a
  // browser's `Sec-Fetch-Site: cross-site` is refused; only the configured origin is this site's (ADR 0080).
  if (isCrossSiteRequest(request, context)) return answer({ ok: false, error: "forms.failed" }, 403);
  const { db } = context;
  if (!(await consumeRateLimit(db, `upload:${context.clientIp ?? "unknown"}`, FORM_RATE_LIMITS.upload))) {
    return answer({ ok: false, error: "forms.rateLimited" }, 429);
  }
  const storage = formsServicesOf(context).uploads;
  let read;
  try {
    read = await readForm(request, { db, storage, files: [{ field: "file", kind }] });
  } catch (error) {
    console.error("upload: could not read the request", error);
    return answer({ ok: false, error: "forms.upload.failed" }, 400);
  }
  const stored = read.files.file;
  if (!stored) return answer({ ok: false, error: "forms.upload.required" }, 400);
  if (!stored.ok)
    return answer({ ok: false, error: uploadRefusalMessage(stored.reason) }, stored.reason === "too_large" ? 413 : 415);
  await deleteUnclaimedUploads(db, storage, new Date(), 20).catch((error: unknown) =>
    console.error("upload: cleanup failed", error),
  );
  const { token, name, size } = stored.upload;
  return answer({ ok: true, token, name, size });
}
