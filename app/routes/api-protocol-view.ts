import type { Route } from "./+types/api-protocol-view";
import { isoDay } from "@core/dates/iso-day";
import { countProtocolView } from "@core/protocols/count-protocol-view";
import { protocolViewReportSchema } from "@core/protocols/protocol-view-report";
import { REPLY_CODE } from "@core/config/reply-codes";
import { translate } from "~/i18n/translate";
import { apiJson, methodNotAllowed } from "~/lib/json-api.server";
import { reportBrowserId, reportCallAction, reportKept } from "~/lib/report-call.server";

/**
 * POST /v1/journal/protocol/view (ADR 0118): a protocol page reports that a reader opened it, so the page itself
 * can be the same cached HTML for every visitor. Crawlers are answered and not counted, as a script without
 * JavaScript never sends it; the answer carries the total the page then shows.
 */
const takeProtocolView = reportCallAction("protocol-view", protocolViewReportSchema, async ({ lang, value, raw }, { request, context }) => {
  const visitor = reportBrowserId(request, raw);
  if (!visitor) return apiJson({ code: REPLY_CODE.invalid, msg: translate(lang, "ads.api.invalid") }, 400);
  const result = await countProtocolView(context.db, value.protocol_id, visitor, isoDay());
  if (!result) return apiJson({ code: REPLY_CODE.invalid, msg: translate(lang, "ads.api.unknownProtocol") }, 400);
  return reportKept(lang, result);
});

// Declared as a function, as every route's action is: the route table's readers (the request fuzzer) look for one.
export async function action(args: Route.ActionArgs) {
  return takeProtocolView(args);
}

export const loader = methodNotAllowed;
