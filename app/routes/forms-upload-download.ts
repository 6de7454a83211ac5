import { once } from "node:events";
import { Readable } from "node:stream";
import type { Route } from "./+types/forms-upload-download";
import { findUpload } from "@core/uploads/find-upload";
import { isMissingUpload } from "@core/uploads/missing-upload";
import { getSessionUser } from "~/lib/session.server";
import { formsServicesOf } from "~/lib/forms/forms-services.server";

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** RFC 6266: an ASCII fallback name and the real one, UTF-8 encoded. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /uploads/:id — an uploaded file, for editors only (users.is_editor = 1); everyone else gets 404,
 * which does not even confirm that the file exists. Always an attachment, never rendered by the browser
 * (with helmet's X-Content-Type-Options: nosniff on every response).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  if (!user?.isEditor || !/^\d{1,12}$/.test(params.id)) return notFound();
  const upload = await findUpload(context.db, Number(params.id));
  if (!upload) return notFound();
  const stream = formsServicesOf(context).uploads.createReadStream(upload.storageKey);
  try {
    // Rejects when the file is missing from storage (either storage's ENOENT), or the storage fails.
    await once(stream, "readable");
  } catch (error) {
    stream.destroy();
    if (isMissingUpload(error)) return notFound();
    throw error;
  }
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": contentDisposition(upload.name),
      "Content-Length": String(upload.size),
      "Cache-Control": "private, no-store",
    },
  });
}
