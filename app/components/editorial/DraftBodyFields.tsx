import type { ReactNode } from "react";
import { PROSE_FIELDS } from "@core/editorial/protocol-body-fields";
import { PROSE_KINDS } from "@core/editorial/simple-body";
import { useI18n, type MessageKey } from "~/i18n/translate";

/** One field of the protocol form, drawn by the page's own renderer (value kept, error by the field). */
export interface DraftField {
  name: string;
  label: MessageKey;
  /** A label already translated (the further sections: "Data analysis (English)"). */
  labelText?: string;
  hint?: MessageKey;
  rows?: number;
  required?: boolean;
  lang?: "en" | "zh-CN";
}

interface Props {
  field: (f: DraftField) => ReactNode;
  /** True when one of the further sections holds text or an error: they open then. */
  furtherOpen: boolean;
}

const HINTS: Partial<Record<(typeof PROSE_KINDS)[number], MessageKey>> = {
  acknowledgments: "editorial.field.acknowledgmentsHint",
  competing_interests: "editorial.field.competingInterestsHint",
};

/**
 * The body of the protocol form (ADR 0099, 0107): background, materials, procedure and references up front; the
 * further sections (equipment, software, data analysis … ethics) folded below, each in English and Chinese.
 */
export function DraftBodyFields({ field, furtherOpen }: Props) {
  const { t } = useI18n();
  const section = (kind: string) => t(`reading.section.${kind}` as MessageKey);
  return (
    <>
      <p className="forms-hint">{t("editorial.draft.bodyHint")}</p>
      <p className="forms-hint">{t("editorial.draft.blocksHint")}</p>
      <div className="editorial-columns">
        {field({ name: "backgroundEn", label: "editorial.field.backgroundEn", rows: 8, lang: "en" })}
        {field({ name: "backgroundCn", label: "editorial.field.backgroundCn", rows: 8, lang: "zh-CN" })}
      </div>
      {field({ name: "materials", label: "editorial.field.materials", hint: "editorial.field.materialsHint", rows: 6 })}
      <div className="editorial-columns">
        {field({ name: "stepsEn", label: "editorial.field.stepsEn", rows: 14, lang: "en" })}
        {field({ name: "stepsCn", label: "editorial.field.stepsCn", rows: 14, lang: "zh-CN" })}
      </div>
      <details className="editorial-more-sections" open={furtherOpen}>
        <summary>{t("editorial.draft.moreSections")}</summary>
        {field({ name: "equipment", label: "editorial.field.equipment", hint: "editorial.field.equipmentHint", rows: 4 })}
        {PROSE_KINDS.map((kind) => (
          <div className="editorial-columns" key={kind}>
            {field({
              name: `${PROSE_FIELDS[kind]}En`,
              label: "editorial.field.sectionEn",
              labelText: t("editorial.field.sectionEn", { section: section(kind) }),
              hint: HINTS[kind],
              rows: 5,
              lang: "en",
            })}
            {field({
              name: `${PROSE_FIELDS[kind]}Cn`,
              label: "editorial.field.sectionCn",
              labelText: t("editorial.field.sectionCn", { section: section(kind) }),
              rows: 5,
              lang: "zh-CN",
            })}
          </div>
        ))}
      </details>
      {field({ name: "references", label: "editorial.field.references", hint: "editorial.field.referencesHint", rows: 6 })}
    </>
  );
}
