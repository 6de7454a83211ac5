import "virtual:messages/with/content";
import { REVIEW_STAGES, type ReviewStage } from "@core/content/review-stages";
import { useI18n, type MessageKey } from "~/i18n/translate";

function durationText(stage: ReviewStage, t: ReturnType<typeof useI18n>["t"]): string {
  if (!stage.duration) return t("content.timeline.onAcceptance");
  const key = `content.timeline.${stage.each ? "durationEach" : "duration"}.${stage.duration.unit}` as MessageKey;
  return t(key, { count: stage.duration.value });
}

/**
 * The stages of peer review and their typical durations (core/content/review-stages.ts) as a timeline:
 * an ordered list, so screen readers and text browsers read it in order, drawn as a line of steps by CSS.
 */
export function ReviewTimeline() {
  const { t } = useI18n();
  return (
    <section className="review-timeline" aria-labelledby="review-timeline-title">
      <h2 id="review-timeline-title">{t("content.timeline.title")}</h2>
      <p className="review-timeline__summary">{t("content.timeline.summary")}</p>
      <ol className="review-timeline__stages">
        {REVIEW_STAGES.map((stage) => (
          <li key={stage.key} className={`review-timeline__stage review-timeline__stage--${stage.key}`}>
            <span className="review-timeline__duration">{durationText(stage, t)}</span>
            <span className="review-timeline__label">{t(`content.timeline.stage.${stage.key}` as MessageKey)}</span>
            <span className="review-timeline__note">{t(`content.timeline.note.${stage.key}` as MessageKey)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
