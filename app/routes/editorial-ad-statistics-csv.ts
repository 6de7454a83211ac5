import type { Route } from "./+types/editorial-ad-statistics-csv";
import { adStatisticsCsv } from "@core/ads/ad-statistics-csv";
import { parseRecordId } from "@core/db/parse-record-id";
import { loadAdStatistics } from "@core/ads/load-ad-statistics";
import { isoDay } from "@core/dates/iso-day";
import { findEditorialAd } from "@core/editorial/ads/find-editorial-ad";
import type { MessageKey } from "~/i18n/translate";
import { statsRangeOf } from "~/lib/ad-statistics.server";
import { requireEditor } from "~/lib/editorial.server";
import { guardLanguage } from "~/lib/language-guard.server";
import { resourceRefusal } from "~/lib/resource-refusal.server";

/**
 * /{lang}/editorial/ads/statistics.csv and /{lang}/editorial/ads/:id/statistics.csv?from=…&to=…: the figures of the
 * statistics page as a CSV file (ADR 0113); editors and admins only: anyone else, and an editor asking for an ad
 * that is not there, gets the site's not-found message as plain text. A wrong range is answered 400 with the form's
 * message. Both in the page's language.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const notHere = () => resourceRefusal(lang, "error.notFound", 404);
  await requireEditor(request, context, notHere);
  const today = isoDay();
  const id = params.id === undefined ? null : parseRecordId(params.id);
  if (params.id !== undefined && (id === null || !(await findEditorialAd(context.db, id, today)))) throw notHere();
  const range = statsRangeOf(new URL(request.url).searchParams, today);
  if (!range.ok) return resourceRefusal(lang, (Object.values(range.errors)[0] ?? "forms.failed") as MessageKey, 400);
  const stats = await loadAdStatistics(context.db, {
    from: range.from,
    to: range.to,
    ...(id === null ? {} : { displayNumber: id }),
  });
  const name = `${id === null ? "ads" : `ad-${id}`}-${range.from}-to-${range.to}.csv`;
  return new Response(adStatisticsCsv(stats), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
