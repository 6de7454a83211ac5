import "virtual:messages/with/office";
import { Form, Link } from "react-router";
import type { Route } from "./+types/editorial-ad-statistics";
import { localized } from "@core/content/localized";
import { formatClickThroughRate } from "@core/ads/ad-statistics";
import { loadAdStatistics } from "@core/ads/load-ad-statistics";
import { addDays, isoDay } from "@core/dates/iso-day";
import { formatDate } from "@core/dates/format-date";
import { adStatsRangeForm } from "@core/editorial/ads/ad-forms";
import { findEditorialAd } from "@core/editorial/ads/find-editorial-ad";
import { useI18n } from "~/i18n/translate";
import { AdFiguresTable } from "~/components/editorial/AdFiguresTable";
import { AdStatisticsChart } from "~/components/editorial/AdStatisticsChart";
import { OfficePage, OfficeSection } from "~/components/editorial/RecordParts";
import { FieldError } from "~/components/forms/FormFields";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { adChartGeometry } from "~/lib/ad-statistics-chart.server";
import { statsRangeOf } from "~/lib/ad-statistics.server";
import { findRecord, loadOfficePage } from "~/lib/editorial-office-page.server";
import { guardLanguage } from "~/lib/language-guard.server";
import "~/styles/editorial.css";
import "~/styles/editorial-ads.css";

/** Quick ranges offered beside the form: the last 7, 30 and 90 days. */
const QUICK_DAYS = [7, 30, 90] as const;

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(args, async ({ db, search }) => {
    const lang = guardLanguage(args.request);
    const today = isoDay();
    const one =
      args.params.id === undefined
        ? null
        : await findRecord(db, args.params.id, (d, id) => findEditorialAd(d, id, today));
    const ad = one?.record ?? null;
    const range = statsRangeOf(search, today);
    if (!range.ok) return { ad, today, values: range.values, errors: range.errors, stats: null, chart: null };
    const stats = await loadAdStatistics(db, {
      from: range.from,
      to: range.to,
      ...(one === null ? {} : { displayNumber: one.id }),
    });
    return {
      ad,
      today,
      values: { from: range.from, to: range.to },
      errors: {},
      stats,
      chart: adChartGeometry(stats.days, lang),
    };
  });

/**
 * /{lang}/editorial/ads/statistics (all ads) and /{lang}/editorial/ads/:id/statistics (one): views, clicks and
 * click-through rate per day for a chosen range, as a chart, a table and a CSV file (ADR 0113). The figures are
 * those of `npm run report:ads` (one counting function).
 */
export default function EditorialAdStatisticsPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { ad, today, values, stats, chart } = loaderData;
  const { errors, formProps } = useFormValidation(adStatsRangeForm, loaderData.errors);
  const title = ad
    ? t("editorial.ads.stats.titleOne", { title: localized(lang, ad.titleEn, ad.titleCn) })
    : t("editorial.ads.stats.titleAll");
  const base = ad ? `/${lang}/editorial/ads/${ad.displayNumber}/statistics` : `/${lang}/editorial/ads/statistics`;
  const query = (from: string, to: string) => `?${new URLSearchParams({ from, to }).toString()}`;
  const rate = (views: number, clicks: number) => formatClickThroughRate(views, clicks);
  const summary = stats
    ? t("editorial.ads.stats.summary", {
        from: formatDate(stats.from, lang),
        to: formatDate(stats.to, lang),
        views: stats.totals.views,
        clicks: stats.totals.clicks,
        ctr: rate(stats.totals.views, stats.totals.clicks),
      })
    : "";
  const adTitle = (en: string | null, cn: string | null) =>
    (lang === "cn" ? cn : en) ?? t("editorial.ads.stats.deleted");

  return (
    <OfficePage title={title}>
      <p className="forms-lead">{t("editorial.ads.stats.intro")}</p>

      <Form method="get" action={base} className="editorial-filters" {...formProps}>
        {(["from", "to"] as const).map((name) => (
          <div key={name} className={`forms-field${errors[name] ? " has-error" : ""}`}>
            <label className="forms-label" htmlFor={`stats-${name}`}>
              {t(name === "from" ? "editorial.ads.stats.from" : "editorial.ads.stats.to")}
            </label>
            <input
              type="date"
              id={`stats-${name}`}
              name={name}
              data-field={name}
              defaultValue={values[name]}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={`stats-${name}-error`}
            />
            <FieldError id={`stats-${name}-error`} message={errors[name]} />
          </div>
        ))}
        <button type="submit" className="forms-button">
          {t("editorial.ads.stats.show")}
        </button>
      </Form>
      <p className="editorial-ad-quick">
        {QUICK_DAYS.map((days) => (
          <Link key={days} to={`${base}${query(addDays(today, -(days - 1)), today)}`}>
            {t("editorial.ads.stats.lastDays", { days })}
          </Link>
        ))}
      </p>

      {stats && chart ? (
        <>
          <p className="editorial-ad-summary">{summary}</p>
          <p>
            <a href={`${base}.csv${query(stats.from, stats.to)}`} download>
              {t("editorial.ads.stats.csv")}
            </a>
          </p>
          <AdStatisticsChart chart={chart} summary={summary} />

          {ad ? null : (
            <OfficeSection id="stats-by-ad" title={t("editorial.ads.stats.byAd")}>
              {stats.ads.length === 0 ? (
                <p>{t("editorial.ads.stats.none")}</p>
              ) : (
                <AdFiguresTable
                  head={[t("editorial.ads.col.number"), t("editorial.ads.col.ad")]}
                  rows={stats.ads}
                  rowKey={(a) => a.displayNumber}
                  cells={(a) => (
                    <>
                      <td>{a.displayNumber}</td>
                      <th scope="row">
                        {a.titleEn === null ? (
                          adTitle(a.titleEn, a.titleCn)
                        ) : (
                          <Link
                            to={`/${lang}/editorial/ads/${a.displayNumber}/statistics${query(stats.from, stats.to)}`}
                          >
                            {adTitle(a.titleEn, a.titleCn)}
                          </Link>
                        )}
                      </th>
                    </>
                  )}
                />
              )}
            </OfficeSection>
          )}

          <OfficeSection id="stats-by-day" title={t("editorial.ads.stats.byDay")}>
            <AdFiguresTable
              caption={t("editorial.ads.stats.tableCaption")}
              head={[t("editorial.ads.stats.day")]}
              rows={[...stats.days].reverse()}
              rowKey={(d) => d.day}
              cells={(d) => (
                <th scope="row">
                  <time dateTime={d.day}>{formatDate(d.day, lang)}</time>
                </th>
              )}
              total={{ label: t("editorial.ads.stats.total"), counts: stats.totals }}
            />
          </OfficeSection>
        </>
      ) : null}

      <p>
        {ad ? <Link to={`/${lang}/editorial/ads/${ad.displayNumber}`}>{t("editorial.ads.stats.backToAd")}</Link> : null}{" "}
        <Link to={`/${lang}/editorial/ads`}>{t("editorial.ads.back")}</Link>
      </p>
    </OfficePage>
  );
}
