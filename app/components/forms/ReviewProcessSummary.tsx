import "virtual:messages/with/forms";
import { Link } from "react-router";
import { REVIEW_STAGES } from "@core/content/review-stages";
import { useI18n, type MessageKey } from "~/i18n/translate";

/**
 * The author guide's review process in short, next to the submission form: each stage and its typical
 * duration (core/content/review-stages.ts, the one place they are written), and the link to the full guide.
 */
export function ReviewProcessSummary() {
  const { lang, t } = useI18n();
  return (
    <section className="forms-process" aria-labelledby="forms-process-title">
      <h2 id="forms-process-title">{t("forms.process.title")}</h2>
      <ol>
        {REVIEW_STAGES.map((stage) => (
          <li key={stage.key}>
            <span className="forms-process__stage">{t(`forms.process.stage.${stage.key}` as MessageKey)}</span>
            <span className="forms-process__duration">
              {stage.duration
                ? t(`forms.process.${stage.each ? "each" : "about"}.${stage.duration.unit}` as MessageKey, {
                    count: stage.duration.value,
                  })
                : t("forms.process.onAcceptance")}
            </span>
          </li>
        ))}
      </ol>
      <p>
        <Link to={`/${lang}/authors?type=process`}>{t("forms.process.link")}</Link>
      </p>
    </section>
  );
}
