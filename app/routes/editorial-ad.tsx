import "virtual:messages/with/office";
import { Form, Link } from "react-router";
import type { Route } from "./+types/editorial-ad";
import { localized } from "@core/content/localized";
import { AD_IMAGE_SIZES } from "@core/ads/ad-slots";
import { isoDay } from "@core/dates/iso-day";
import { AD_INTENTS, adActionForm, adDetailsOf } from "@core/editorial/ads/ad-forms";
import { findEditorialAd } from "@core/editorial/ads/find-editorial-ad";
import { setAdPaused } from "@core/editorial/ads/set-ad-paused";
import { updateAd, type AdChangeResult } from "@core/editorial/ads/update-ad";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { AdFields } from "~/components/editorial/AdFields";
import { DoneNotice, OfficePage, OfficeSection, RecordFooter } from "~/components/editorial/RecordParts";
import { loadRecordPage, redirectTo, runRecordAction } from "~/lib/editorial-office-page.server";
import { FormAlert, FormMeta, SubmitButton } from "~/components/forms/FormParts";
import { useFormPage } from "~/components/forms/use-form-page";
import { AD_BANNER_FILES, bannersFromUploads } from "~/lib/ad-banners.server";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import "~/styles/editorial.css";
import "~/styles/editorial-issues.css";
import "~/styles/editorial-ads.css";
import { ResponsiveImage } from "~/components/content/ResponsiveImage";

const DONE = ["create", ...AD_INTENTS] as const;

export const loader = (args: Route.LoaderArgs) => loadRecordPage(args, (db, id) => findEditorialAd(db, id, isoDay()), "advertisement", DONE);

type Reason = Extract<AdChangeResult, { ok: false }>["reason"];
const REASON_MESSAGES: Record<Reason, MessageKey> = {
  "not-found": "editorial.ads.error.notFound",
  stale: "editorial.ads.error.stale",
  banners: "editorial.ads.error.bannersForSlot",
};

export async function action(args: Route.ActionArgs) {
  return runRecordAction(args, {
    form: adActionForm,
    files: AD_BANNER_FILES,
    async submit({ db, values, uploads, id, actor, lang, context }): Promise<SubmitOutcome> {
      const { intent } = values;
      let result: AdChangeResult;
      if (intent === "details") {
        const details = adDetailsOf(values);
        const banners = await bannersFromUploads(context, details.placement, uploads);
        if (!banners.ok) return { ok: false, errors: banners.errors };
        result = await updateAd(db, id, { ...details, imgPc: banners.imgPc, imgMobile: banners.imgMobile }, actor);
      } else {
        result = await setAdPaused(db, id, intent === "pause", actor);
      }
      if (!result.ok) {
        const message = REASON_MESSAGES[result.reason];
        return result.reason === "banners"
          ? { ok: false, errors: { imgPcToken: message, imgMobileToken: message } }
          : { ok: false, formError: message };
      }
      return redirectTo(`/${lang}/editorial/ads/${id}?done=${intent}`);
    },
  });
}

/** /{lang}/editorial/ads/:id: an ad's banners and details (editable), pause or run again, and its history (ADR 0113). */
export default function EditorialAdPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { result, errors, formProps, setFieldError, uploads } = useFormPage(adActionForm);
  const { record: ad, history, done, idempotencyKey } = loaderData;
  const failed = result?.status === "error" ? result : null;
  const detailsFailed = failed?.values.intent === "details";
  const name = localized(lang, ad.titleEn, ad.titleCn);
  const action = `/${lang}/editorial/ads/${ad.displayNumber}`;
  const stored: RawFormValues = {
    placement: ad.placement ?? "",
    language: ad.language,
    startsOn: ad.startsOn,
    endsOn: ad.endsOn ?? "",
    url: ad.url,
    titleEn: ad.titleEn,
    titleCn: ad.titleCn,
  };
  const sizes = ad.placement ? AD_IMAGE_SIZES[ad.placement] : null;
  const meta = (intent: string) => (
    <>
      <FormMeta idempotencyKey={idempotencyKey} requiredNote={intent === "details"} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="currentPlacement" value={ad.placement ?? ""} />
    </>
  );

  return (
    <OfficePage title={name}>
      <p>
        <span className={`editorial-issue-state editorial-ad-state editorial-ad-state--${ad.state}`}>
          {t(`editorial.ads.state.${ad.state}` as MessageKey)}
        </span>{" "}
        {t("editorial.ads.numberIs", { n: ad.displayNumber })} ·{" "}
        <Link to={`/${lang}/editorial/ads/${ad.displayNumber}/statistics`}>{t("editorial.ads.statsLink")}</Link>
      </p>
      <p>{t(`editorial.ads.stateHint.${ad.state}` as MessageKey)}</p>
      <DoneNotice text={done && !result ? t(`editorial.ads.done.${done}` as MessageKey) : null} />
      <FormAlert message={failed && !detailsFailed ? failed.formError : null} />

      <OfficeSection id="editorial-ad-run" className="editorial-notice" title={t("editorial.ads.runTitle")}>
        <Form method="post" action={action}>
          {meta(ad.paused ? "resume" : "pause")}
          <button type="submit" className={ad.paused ? "forms-button" : "forms-button forms-button--secondary"}>
            {t(ad.paused ? "editorial.ads.resume" : "editorial.ads.pause")}
          </button>
        </Form>
      </OfficeSection>

      <OfficeSection id="editorial-ad-banners" title={t("editorial.ads.banners")}>
        <div className="editorial-ad-banners">
          <figure>
            <ResponsiveImage src={ad.imgPc} sizes={sizes ? `${sizes.pc[0]}px` : "100vw"} alt={t("editorial.ads.bannerPcAlt")} width={sizes?.pc[0]} height={sizes?.pc[1]} />
            <figcaption className="forms-hint">{t("editorial.ads.field.imgPc")}</figcaption>
          </figure>
          <figure>
            <ResponsiveImage
              src={ad.imgMobile}
              sizes={sizes ? `${sizes.mobile[0]}px` : "100vw"}
              alt={t("editorial.ads.bannerMobileAlt")}
              width={sizes?.mobile[0]}
              height={sizes?.mobile[1]}
            />
            <figcaption className="forms-hint">{t("editorial.ads.field.imgMobile")}</figcaption>
          </figure>
        </div>
      </OfficeSection>

      <OfficeSection id="editorial-ad-details" title={t("editorial.ads.details")}>
        <p className="forms-hint">{t("editorial.ads.detailsHint")}</p>
        <Form method="post" action={action} encType="multipart/form-data" className="forms-form" {...formProps}>
          {meta("details")}
          <FormAlert message={detailsFailed ? failed?.formError : null} />
          <AdFields
            values={detailsFailed && failed ? failed.values : stored}
            errors={detailsFailed ? errors : {}}
            idPrefix="details"
            uploads={detailsFailed && failed ? failed.uploads : {}}
            bannersRequired={false}
            setFieldError={setFieldError}
            busyChange={uploads.busyChange}
          />
          <div className="editorial-actions">
            <SubmitButton label={t("editorial.ads.save")} action={action} />
          </div>
        </Form>
      </OfficeSection>

      <RecordFooter title={t("editorial.ads.history")} history={history} back={`/${lang}/editorial/ads`} backLabel={t("editorial.ads.back")} />
    </OfficePage>
  );
}
