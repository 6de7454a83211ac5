import type { Route } from "./+types/api-fe-report";
import { clientErrorReportSchema } from "@core/tracking/client-error-report";
import { recordClientError } from "@core/tracking/record-client-error";
import { CLIENT_ERROR_MAX_BYTES, CLIENT_ERROR_RATE_LIMIT } from "@core/tracking/limits";
import { translate } from "~/i18n/translate";
import { apiJson, methodNotAllowed } from "~/lib/json-api.server";
import { takeReportCall } from "~/lib/report-call.server";
import { REPLY_CODE } from "@core/config/reply-codes";

/**
 * POST /v1/journal/common/feReport (SPEC §7, §8): a silent report of an unhandled error in a reader's
 * browser, kept for the developers. Rate-limited per address; garbage is dropped.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const call = await takeReportCall(request, context, {
    schema: clientErrorReportSchema,
    maxBytes: CLIENT_ERROR_MAX_BYTES,
    bucket: "fe-report",
    rateLimit: CLIENT_ERROR_RATE_LIMIT,
    ignored: { stored: false },
  });
  if (call.done) return call.response;
  await recordClientError(context.db, call.value, request.headers.get("user-agent"));
  return apiJson({ code: REPLY_CODE.ok, msg: translate(call.lang, "ads.api.ok"), data: { stored: true } });
}

export function loader() {
  return methodNotAllowed();
}
