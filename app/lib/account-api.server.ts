import { isLang, type Lang } from "@core/config/constants";
import { ACCOUNT_CODE, LOGIN_REQUIRED_MSG } from "@core/users/api-codes";
import { preferredLanguage } from "@core/locale/resolve-language-path";
import { readJsonBody } from "./journal-api.server";

/**
 * The account calls' answers: the `{code, msg, data}` envelope of the journal API (SPEC §7), with
 * room for the Set-Cookie headers that log in and out.
 */
export function accountAnswer(code: number, msg: string, data?: unknown, headers?: Headers): Response {
  const body = data === undefined ? { code, msg } : { code, msg, data };
  const h = new Headers(headers);
  h.set("Content-Type", "application/json; charset=utf-8");
  h.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { status: 200, headers: h });
}

/** Answer to a call that needs a signed-in reader (the browser then logs out: SPEC §4 forced log-out). */
export function loginRequiredAnswer(): Response {
  return accountAnswer(ACCOUNT_CODE.loginRequired, LOGIN_REQUIRED_MSG);
}

/** A refused call (cross-site, wrong method): a non-200 status, which the API client rejects. */
export function accountRefusal(status: 403 | 405): Response {
  return new Response(JSON.stringify({ code: ACCOUNT_CODE.forbidden, msg: status === 403 ? "Forbidden" : "Method not allowed" }), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The JSON object a call sent (bounded read); anything else reads as empty. */
export async function readAccountPayload(request: Request): Promise<Record<string, unknown>> {
  const body = await readJsonBody(request, 16_384);
  if (!body.ok || !body.value || typeof body.value !== "object" || Array.isArray(body.value)) return {};
  return body.value as Record<string, unknown>;
}

/** The language of the page making the call (the API client's `site-language` header), for `msg`. */
export function callLanguage(request: Request): Lang {
  const header = request.headers.get("site-language") ?? undefined;
  return isLang(header) ? header : preferredLanguage(request.headers.get("accept-language"));
}
