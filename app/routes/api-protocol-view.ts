import type { Route } from "./+types/api-protocol-view";
import { isoDay } from "@core/dates/iso-day";
import { countProtocolView } from "@core/protocols/count-protocol-view";
import { protocolViewReportSchema } from "@core/protocols/protocol-view-report";
import { PROTOCOL_VIEW_MAX_BYTES, PROTOCOL_VIEW_RATE_LIMIT } from "@core/tracking/limits";
import { REPLY_CODE } from "@core/config/reply-codes";
import { translate } from "~/i18n/translate";
import { apiJson, methodNotAllowed } from "~/lib/json-api.server";
import { reportBrowserId, takeReportCall } from "~/lib/report-call.server";

/**
 * POST /v1/journal/protocol/view (ADR 0118): a protocol page reports that a reader opened it, so the page itself
 * can be the same cached HTML for every visitor. Crawlers are answered and not counted, as a script without
 * JavaScript never sends it; the answer carries the total the page then shows.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const call = await takeReportCall(request, context, {
    schema: protocolViewReportSchema,
    maxBytes: PROTOCOL_VIEW_MAX_BYTES,
    bucket: "protocol-view",
    rateLimit: PROTOCOL_VIEW_RATE_LIMIT,
    ignored: { counted: false },
  });
  if (call.done) return call.response;
  const visitor = reportBrowserId(request, call.raw);
  if (!visitor) return apiJson({ code: REPLY_CODE.invalid, msg: translate(call.lang, "ads.api.invalid") }, 400);
  const result = await countProtocolView(context.db, call.value.protocol_id, visitor, isoDay());
  if (!result) return apiJson({ code: REPLY_CODE.invalid, msg: translate(call.lang, "ads.api.unknownProtocol") }, 400);
  return apiJson({ code: REPLY_CODE.ok, msg: translate(call.lang, "ads.api.ok"), data: result });
}

export function loader() {
  return methodNotAllowed();
}
