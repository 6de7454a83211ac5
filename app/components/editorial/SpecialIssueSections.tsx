import { Form } from "react-router";
import type { EditorialSpecialIssue } from "@core/editorial/special-issues/find-editorial-special-issue";
import type { FieldErrors, RawFormValues } from "@core/forms/parse-form-values";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { FieldError } from "~/components/forms/FormFields";
import { FormMeta } from "~/components/forms/FormParts";
import { firstValue } from "~/components/forms/echo-values";
import { MoveButtons } from "./MoveButtons";
import { OrderedProtocolList } from "./OrderedProtocolList";
import { AddProtocolField } from "./InlineField";

/** A failed post of the page: what was typed and what was wrong, to show next to the form it came from. */
export interface FailedPost {
  values: RawFormValues;
  errors: FieldErrors;
}

/** What the special issue page gives each of its parts (sections, people). */
export interface SpecialIssuePartProps {
  issue: EditorialSpecialIssue;
  /** Where the part's forms post (the page's own action). */
  action: string;
  idempotencyKey: string;
  failed: FailedPost | null;
}

/**
 * A special issue's sections for the editors (ADR 0106): each with its bilingual titles, its place (up/down), its
 * protocols in order (add by number, move, remove), then the form that adds a section.
 */
export function SpecialIssueSections({ issue, action, idempotencyKey, failed }: SpecialIssuePartProps) {
  const { lang, t } = useI18n();
  const pick = (en: string, cn: string | null) => (lang === "cn" && cn ? cn : en);
  const failedHere = (intent: string, sectionId?: number) =>
    failed && firstValue(failed.values.intent) === intent && (sectionId === undefined || firstValue(failed.values.sectionId) === String(sectionId)) ? failed : null;
  const meta = (intent: string, sectionId?: number) => (
    <>
      <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
      <input type="hidden" name="intent" value={intent} />
      {sectionId !== undefined ? <input type="hidden" name="sectionId" value={sectionId} /> : null}
    </>
  );
  const titleFields = (prefix: string, values: RawFormValues, errors: FieldErrors) =>
    (
      [
        ["titleEn", "editorial.special.sectionTitleEn", "en"],
        ["titleCn", "editorial.special.sectionTitleCn", "zh-CN"],
      ] as const
    ).map(([name, label, textLang]) => (
      <div className={`forms-field${errors[name] ? " has-error" : ""}`} key={name}>
        <label className="forms-label forms-label--required" htmlFor={`${prefix}-${name}`}>
          {t(label)}
        </label>
        <input
          type="text"
          id={`${prefix}-${name}`}
          name={name}
          lang={textLang}
          defaultValue={firstValue(values[name])}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={`${prefix}-${name}-error`}
        />
        <FieldError id={`${prefix}-${name}-error`} message={errors[name]} />
      </div>
    ));
  const added = failedHere("section-add");

  return (
    <section aria-labelledby="sections" className="editorial-issue-toc">
      <h2 id="sections" tabIndex={-1}>
        {t("editorial.special.sections")}
      </h2>
      {issue.sections.length === 0 ? <p>{t("editorial.special.sectionsEmpty")}</p> : <p className="forms-hint">{t("editorial.special.sectionsHint")}</p>}
      {issue.sections.map((s, i) => {
        const title = pick(s.titleEn, s.titleCn);
        const edited = failedHere("section-edit", s.id);
        const adding = failedHere("add", s.id);
        return (
          <section key={s.id} className="editorial-special-section" aria-labelledby={`section-${s.id}-title`}>
            <h3 id={`section-${s.id}-title`}>
              {t("editorial.special.sectionN", { n: s.position })}: {title}
            </h3>
            <MoveButtons
              action={action}
              idempotencyKey={idempotencyKey}
              fields={{ sectionId: s.id, position: s.position }}
              intents={{ up: "section-up", down: "section-down", remove: "section-remove" }}
              idBase={`section-${s.id}`}
              first={i === 0}
              last={i === issue.sections.length - 1}
              labels={{
                up: t("editorial.special.sectionUpLabel", { title }),
                down: t("editorial.special.sectionDownLabel", { title }),
                remove: t("editorial.special.sectionRemoveLabel", { title }),
              }}
              removeText={t("editorial.special.sectionRemove")}
            />
            <details className="editorial-issue-details" open={edited ? true : undefined}>
              <summary>{t("editorial.special.sectionEdit")}</summary>
              <Form method="post" action={action} className="forms-form editorial-columns" noValidate>
                {meta("section-edit", s.id)}
                {titleFields(`section-${s.id}`, edited?.values ?? { titleEn: s.titleEn, titleCn: s.titleCn }, edited?.errors ?? {})}
                <button type="submit" className="forms-button">
                  {t("editorial.special.sectionSave")}
                </button>
              </Form>
            </details>
            {s.protocols.length === 0 ? (
              <p>{t("editorial.special.sectionEmpty")}</p>
            ) : (
              <OrderedProtocolList
                action={action}
                idempotencyKey={idempotencyKey}
                lang={lang}
                idPrefix={`move-s${s.id}`}
                fields={{ sectionId: String(s.id) }}
                items={s.protocols.map((p) => ({
                  protocolId: p.protocolId,
                  position: p.position,
                  title: pick(p.titleEn, p.titleCn),
                  meta: `${p.doi ?? `#${p.protocolId}`} · ${t(`editorial.status.${p.status}` as MessageKey)}`,
                }))}
              />
            )}
            <Form method="post" action={action} className="forms-form" noValidate>
              {meta("add", s.id)}
              <AddProtocolField
                id={`section-${s.id}-add`}
                label={t("editorial.special.addLabel")}
                button={t("editorial.collections.addButton")}
                typed={adding ? firstValue(adding.values.protocolId) : ""}
                error={adding?.errors.protocolId}
              />
            </Form>
          </section>
        );
      })}
      <h3>{t("editorial.special.sectionAdd")}</h3>
      <Form method="post" action={action} className="forms-form" noValidate>
        {meta("section-add")}
        <div className="editorial-columns">{titleFields("section-new", added?.values ?? {}, added?.errors ?? {})}</div>
        <button type="submit" className="forms-button">
          {t("editorial.special.sectionAddButton")}
        </button>
      </Form>
    </section>
  );
}
