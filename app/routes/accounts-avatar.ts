import type { Route } from "./+types/accounts-avatar";
import { readAvatar } from "@core/users/read-avatar";
import { formsServicesOf } from "~/lib/forms/forms-services.server";
import { parseRecordId } from "@core/db/parse-record-id";

/** GET /avatars/<upload id>: a reader's avatar, the 256×256 WebP made at upload. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  if (id === null) return new Response("Not found", { status: 404 });
  const image = await readAvatar(context.db, formsServicesOf(context).uploads, id);
  if (!image) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(image), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(image.byteLength),
      // A new avatar gets a new upload id: the bytes behind one id never change.
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": "inline",
    },
  });
}
