import type { Route } from "./+types/oai";
import { answerOaiRequest } from "@core/harvest/answer-oai-request";
import { exportLabels } from "~/lib/export-labels.server";
import { formsServicesOf } from "~/lib/forms/forms-services.server";
import { siteOrigin } from "~/lib/site-origin.server";

/** A form body larger than this is no OAI-PMH request (the longest is a token plus the verb). */
const MAX_BODY_BYTES = 8 * 1024;

async function answer(params: URLSearchParams, context: Route.LoaderArgs["context"]): Promise<Response> {
  const xml = await answerOaiRequest(context.db, params, {
    origin: siteOrigin(context),
    now: new Date(),
    adminEmail: formsServicesOf(context).editorialEmail,
    jatsLabels: (p) => exportLabels("en", p.licence, (p.issue?.publishedOn ?? p.publishedOn ?? p.onlineOn ?? "").slice(0, 4)),
  });
  return new Response(xml, { headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-cache" } });
}

/** GET /oai?verb=…: the OAI-PMH 2.0 repository (ADR 0087). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return answer(new URL(request.url).searchParams, context);
}

/** POST /oai with an application/x-www-form-urlencoded body, which OAI-PMH §3.1.1.2 requires servers to accept. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST" } });
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const text = await request.text();
  if (type !== "application/x-www-form-urlencoded" || Buffer.byteLength(text) > MAX_BODY_BYTES) {
    // Not a form: answered as a request without a verb, inside the protocol's envelope.
    return answer(new URLSearchParams(), context);
  }
  return answer(new URLSearchParams(text), context);
}
