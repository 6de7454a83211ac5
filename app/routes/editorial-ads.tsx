import "virtual:messages/with/office";
import { Form, Link } from "react-router";
import type { Route } from "./+types/editorial-ads";
import { localized } from "@core/content/localized";
import { isoDay } from "@core/dates/iso-day";
import { formatDate } from "@core/dates/format-date";
import { adCreateForm, adDetailsOf } from "@core/editorial/ads/ad-forms";
import { createAd } from "@core/editorial/ads/create-ad";
import { listEditorialAds } from "@core/editorial/ads/list-editorial-ads";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { AdFields } from "~/components/editorial/AdFields";
import { OfficePage, OfficeSection } from "~/components/editorial/RecordParts";
import { RecordTable } from "~/components/editorial/RecordTable";
import { FormAlert, FormMeta, SubmitButton } from "~/components/forms/FormParts";
import { useFormPage } from "~/components/forms/use-form-page";
import { AD_BANNER_FILES, bannersFromUploads } from "~/lib/ad-banners.server";
import { loadOfficePage, redirectTo, runEditorAction } from "~/lib/editorial-office-page.server";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import "~/styles/editorial.css";
import "~/styles/editorial-issues.css";
import "~/styles/editorial-ads.css";

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(args, async ({ db }) => {
    const today = isoDay();
    return { ads: await listEditorialAds(db, today), today };
  });

export async function action(args: Route.ActionArgs) {
  return runEditorAction(args, {
    form: adCreateForm,
    files: AD_BANNER_FILES,
    async submit({ db, values, uploads, actor, lang, context }): Promise<SubmitOutcome> {
      const details = adDetailsOf(values);
      const banners = await bannersFromUploads(context, details.placement, uploads);
      if (!banners.ok) return { ok: false, errors: banners.errors };
      if (!banners.imgPc || !banners.imgMobile) return { ok: false, formError: "forms.failed" };
      const { displayNumber } = await createAd(
        db,
        { ...details, imgPc: banners.imgPc, imgMobile: banners.imgMobile },
        actor,
      );
      return redirectTo(`/${lang}/editorial/ads/${displayNumber}?done=create`);
    },
  });
}

/** The list's columns, each headed by editorial.ads.col.{column}. */
const COLUMNS = ["number", "ad", "place", "runs", "state", "stats"] as const;

/** /{lang}/editorial/ads: every ad with its slot, dates and state, and the form that creates one (ADR 0113). */
export default function EditorialAdsPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { result, errors, formProps, setFieldError, uploads } = useFormPage(adCreateForm);
  const { ads, today, idempotencyKey } = loaderData;
  const failed = result?.status === "error" ? result : null;
  const values: RawFormValues = failed ? failed.values : { startsOn: today };
  const action = `/${lang}/editorial/ads`;
  const title = (en: string, cn: string) => localized(lang, en, cn);
  const runs = (startsOn: string, endsOn: string | null) =>
    endsOn
      ? t("editorial.ads.runs", { from: formatDate(startsOn, lang), to: formatDate(endsOn, lang) })
      : t("editorial.ads.runsOpen", { from: formatDate(startsOn, lang) });

  return (
    <OfficePage title={t("editorial.ads.title")}>
      <p className="forms-lead">{t("editorial.ads.intro")}</p>
      <p>
        <Link to={`/${lang}/editorial/ads/statistics`}>{t("editorial.ads.statsAll")}</Link>
      </p>

      <OfficeSection id="editorial-ads-list" className="editorial-ads-list" title={t("editorial.ads.list")}>
        {ads.length === 0 ? (
          <p>{t("editorial.ads.none")}</p>
        ) : (
          <RecordTable
            head={COLUMNS.map((c) => t(`editorial.ads.col.${c}`))}
            rows={ads}
            rowKey={(a) => a.displayNumber}
            cells={(a) => (
              <>
                <td>{a.displayNumber}</td>
                <td>
                  <Link to={`/${lang}/editorial/ads/${a.displayNumber}`}>{title(a.titleEn, a.titleCn)}</Link>
                  <div className="forms-hint editorial-ad-url">{a.url}</div>
                </td>
                <td>
                  {a.placement ? t(`editorial.ads.slot.${a.placement}` as MessageKey) : "–"}
                  <div className="forms-hint">{t(`editorial.ads.site.${a.language}` as MessageKey)}</div>
                </td>
                <td>{runs(a.startsOn, a.endsOn)}</td>
                <td>
                  <span className={`editorial-issue-state editorial-ad-state editorial-ad-state--${a.state}`}>
                    {t(`editorial.ads.state.${a.state}` as MessageKey)}
                  </span>
                </td>
                <td>
                  <Link
                    to={`/${lang}/editorial/ads/${a.displayNumber}/statistics`}
                    aria-label={t("editorial.ads.statsOf", { n: a.displayNumber })}
                  >
                    {t("editorial.ads.col.stats")}
                  </Link>
                </td>
              </>
            )}
          />
        )}
      </OfficeSection>

      <OfficeSection id="editorial-ads-new" title={t("editorial.ads.new")}>
        <p className="forms-hint">{t("editorial.ads.newHint")}</p>
        <Form method="post" action={action} encType="multipart/form-data" className="forms-form" {...formProps}>
          <FormMeta idempotencyKey={idempotencyKey} />
          <FormAlert message={failed?.formError} />
          <AdFields
            values={values}
            errors={errors}
            idPrefix="ad"
            uploads={failed?.uploads ?? {}}
            bannersRequired
            setFieldError={setFieldError}
            busyChange={uploads.busyChange}
          />
          <div className="editorial-actions">
            <SubmitButton label={t("editorial.ads.create")} action={action} />
          </div>
        </Form>
      </OfficeSection>
    </OfficePage>
  );
}
