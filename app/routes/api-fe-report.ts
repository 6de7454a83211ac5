import type { Route } from "./+types/api-fe-report";
import { clientErrorReportSchema } from "@core/tracking/client-error-report";
import { recordClientError } from "@core/tracking/record-client-error";
import { methodNotAllowed } from "~/lib/json-api.server";
import { reportCallAction, reportKept } from "~/lib/report-call.server";

/**
 * POST /v1/journal/common/feReport (SPEC §7, §8): a silent report of an unhandled error in a reader's
 * browser, kept for the developers. Rate-limited per address; garbage is dropped.
 */
const takeClientError = reportCallAction("fe-report", clientErrorReportSchema, async ({ lang, value }, { request, context }) => {
  await recordClientError(context.db, value, request.headers.get("user-agent"));
  return reportKept(lang, { stored: true });
});

// Declared as a function, as every route's action is: the route table's readers (the request fuzzer) look for one.
export async function action(args: Route.ActionArgs) {
  return takeClientError(args);
}

export const loader = methodNotAllowed;
