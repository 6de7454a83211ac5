import type { Route } from "./+types/accounts-api-once-code";
import { REPLY_CODE } from "@core/config/reply-codes";
import { ONCE_CODE_ATTEMPTS_PER_IP } from "@core/users/account-limits";
import { consumeRateLimit } from "@core/rate-limit/consume-rate-limit";
import { redeemUserToken } from "@core/users/redeem-user-token";
import { accountAnswer, accountRefusal, callLanguage, readAccountPayload } from "~/lib/account-api.server";
import { isCrossSiteRequest } from "~/lib/csrf.server";
import { beginSession, clientIp } from "~/lib/session.server";
import { translate } from "~/i18n/translate";

/**
 * POST /v1/forum/token/onceCode {once_code} (SPEC §7): exchanges a one-time log-in code (single use,
 * valid 5 minutes) for a new session. The session token is set as the HttpOnly auth-token cookie by this
 * response, and also given in data.data.token, the SPEC's answer shape.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return accountRefusal(405);
  if (isCrossSiteRequest(request, context)) return accountRefusal(403);
  const lang = callLanguage(request);
  const ip = clientIp(context);
  if (ip && !(await consumeRateLimit(context.db, `once-code:ip:${ip}`, ONCE_CODE_ATTEMPTS_PER_IP))) {
    return accountAnswer(REPLY_CODE.rateLimited, translate(lang, "accounts.login.rateLimited"));
  }
  const payload = await readAccountPayload(request);
  const code = typeof payload.once_code === "string" ? payload.once_code : "";
  const userId = await redeemUserToken(context.db, code, "once_code");
  if (userId === null) return accountAnswer(REPLY_CODE.invalid, translate(lang, "accounts.onceCode.invalid"));
  const { token, headers } = await beginSession(request, context, userId);
  return accountAnswer(REPLY_CODE.ok, "", { code: REPLY_CODE.ok, data: { token } }, headers);
}

export function loader() {
  return accountRefusal(405);
}
