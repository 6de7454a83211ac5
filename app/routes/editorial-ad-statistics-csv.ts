import type { Route } from "./+types/editorial-ad-statistics-csv";
import { adStatisticsCsv } from "@core/ads/ad-statistics-csv";
import { loadAdStatistics } from "@core/ads/load-ad-statistics";
import { isoDay } from "@core/dates/iso-day";
import { findEditorialAd } from "@core/editorial/ads/find-editorial-ad";
import { translate, type MessageKey } from "~/i18n/translate";
import { statsRangeOf } from "~/lib/ad-statistics.server";
import { editorialRecordId, requireEditor } from "~/lib/editorial.server";
import { guardLanguage } from "~/lib/language-guard.server";
import { notFound } from "~/lib/route-errors";

/**
 * /{lang}/editorial/ads/statistics.csv and /{lang}/editorial/ads/:id/statistics.csv?from=…&to=…: the figures of the
 * statistics page as a CSV file (ADR 0113); editors and admins only. A wrong range is answered 400 with the
 * form's message in the page's language.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  const lang = guardLanguage(request);
  const today = isoDay();
  const id = params.id === undefined ? null : editorialRecordId(params.id);
  if (id !== null && !(await findEditorialAd(context.db, id, today))) throw notFound();
  const range = statsRangeOf(new URL(request.url).searchParams, today);
  if (!range.ok) {
    const message = Object.values(range.errors)[0] ?? "forms.failed";
    return new Response(`${translate(lang, message as MessageKey)}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
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
