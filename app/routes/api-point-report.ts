import type { Route } from "./+types/api-point-report";
import { pointReportSchema } from "@core/tracking/point-report";
import { recordPointReport } from "@core/tracking/record-point-report";
import { methodNotAllowed } from "~/lib/json-api.server";
import { reportBrowserId, reportCallAction, reportKept } from "~/lib/report-call.server";

/**
 * POST /v1/beidou/point/report (SPEC §7): click and view tracking. The browser does not read the answer;
 * a malformed report is dropped (400), never stored.
 */
const takePointReport = reportCallAction("point-report", pointReportSchema, async ({ lang, value, raw }, { request, context }) => {
  await recordPointReport(context.db, value, reportBrowserId(request, raw));
  return reportKept(lang, { counted: true });
});

// Declared as a function, as every route's action is: the route table's readers (the request fuzzer) look for one.
export async function action(args: Route.ActionArgs) {
  return takePointReport(args);
}

export const loader = methodNotAllowed;
