import type { Lang } from "@core/config/constants";
import { REPLY_CODE, LOGIN_REQUIRED_MSG } from "@core/config/reply-codes";
import { languageOr } from "@core/locale/resolve-language-path";
import { apiJson, readJsonBody } from "./json-api.server";

/** The account calls' answers: the calls' one envelope (apiJson), with room for the Set-Cookie headers of log-in and out. */
export function accountAnswer(code: number, msg: string, data?: unknown, headers?: Headers): Response {
  return apiJson({ code, msg, data }, 200, headers);
}

/** Answer to a call that needs a signed-in reader (the browser then logs out: SPEC §4 forced log-out). */
export function loginRequiredAnswer(): Response {
  return accountAnswer(REPLY_CODE.loginRequired, LOGIN_REQUIRED_MSG);
}

/** A refused call (cross-site, wrong method): a non-200 status, which the API client rejects. */
export function accountRefusal(status: 403 | 405): Response {
  return apiJson({ code: REPLY_CODE.forbidden, msg: status === 403 ? "Forbidden" : "Method not allowed" }, status);
}

/** The JSON object a call sent (bounded read); anything else reads as empty. */
export async function readAccountPayload(request: Request): Promise<Record<string, unknown>> {
  const body = await readJsonBody(request, 16_384);
  if (!body.ok || !body.value || typeof body.value !== "object" || Array.isArray(body.value)) return {};
  return body.value as Record<string, unknown>;
}

/** The language of the page making the call (the API client's `site-language` header), for `msg`. */
export function callLanguage(request: Request): Lang {
  return languageOr(request.headers.get("site-language"), request.headers.get("accept-language"));
}
