import type { Route } from "./+types/api-point-report";
import { pointReportSchema } from "@core/tracking/point-report";
import { recordPointReport } from "@core/tracking/record-point-report";
import { POINT_REPORT_MAX_BYTES, POINT_REPORT_RATE_LIMIT } from "@core/tracking/limits";
import { translate } from "~/i18n/translate";
import { apiJson, methodNotAllowed } from "~/lib/json-api.server";
import { reportBrowserId, takeReportCall } from "~/lib/report-call.server";
import { REPLY_CODE } from "@core/config/reply-codes";

/**
 * POST /v1/beidou/point/report (SPEC §7): click and view tracking. The browser does not read the answer;
 * a malformed report is dropped (400), never stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const call = await takeReportCall(request, context, {
    schema: pointReportSchema,
    maxBytes: POINT_REPORT_MAX_BYTES,
    bucket: "point-report",
    rateLimit: POINT_REPORT_RATE_LIMIT,
    ignored: { counted: false },
  });
  if (call.done) return call.response;
  await recordPointReport(context.db, call.value, reportBrowserId(request, call.raw));
  return apiJson({ code: REPLY_CODE.ok, msg: translate(call.lang, "ads.api.ok"), data: { counted: true } });
}

export function loader() {
  return methodNotAllowed();
}
