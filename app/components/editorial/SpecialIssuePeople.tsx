import { Form } from "react-router";
import { PERSON_ROLES } from "@core/editorial/special-issues/special-issue-forms";
import { useI18n } from "~/i18n/translate";
import { FieldError } from "~/components/forms/FormFields";
import { FormMeta } from "~/components/forms/FormParts";
import { firstValue } from "~/components/forms/echo-values";
import { MoveButtons } from "./MoveButtons";
import type { SpecialIssuePartProps } from "./SpecialIssueSections";


/** A special issue's guest editors and reviewers (ADR 0106), by role in order, and the form that adds one. */
export function SpecialIssuePeople({ issue, action, idempotencyKey, failed }: SpecialIssuePartProps) {
  const { lang, t } = useI18n();
  const adding = failed && firstValue(failed.values.intent) === "person-add" ? failed : null;
  const typed = (name: string) => (adding ? firstValue(adding.values[name]) : "");
  const error = (name: string) => adding?.errors[name];
  return (
    <section aria-labelledby="people">
      <h2 id="people" tabIndex={-1}>
        {t("editorial.special.people")}
      </h2>
      {issue.people.length === 0 ? <p>{t("editorial.special.peopleEmpty")}</p> : null}
      {PERSON_ROLES.map((role) => {
        const people = issue.people.filter((p) => p.role === role);
        if (people.length === 0) return null;
        return (
          <div key={role}>
            <h3>{t(`editorial.special.role.${role}`)}</h3>
            <ol className="editorial-toc">
              {people.map((p, i) => {
                const name = lang === "cn" ? p.nameCn : p.nameEn;
                return (
                  <li key={p.id} className="editorial-toc-item">
                    <div className="editorial-toc-title">
                      <span lang="en">{p.nameEn}</span> · <span lang="zh-CN">{p.nameCn}</span>
                      <div className="forms-hint">{lang === "cn" ? p.affiliationCn || p.affiliationEn : p.affiliationEn}</div>
                    </div>
                    <MoveButtons
                      action={action}
                      idempotencyKey={idempotencyKey}
                      fields={{ personId: p.id, position: p.position }}
                      intents={{ up: "person-up", down: "person-down", remove: "person-remove" }}
                      idBase={`person-${p.id}`}
                      first={i === 0}
                      last={i === people.length - 1}
                      labels={{
                        up: t("editorial.special.personUpLabel", { name }),
                        down: t("editorial.special.personDownLabel", { name }),
                        remove: t("editorial.special.personRemoveLabel", { name }),
                      }}
                    />
                  </li>
                );
              })}
            </ol>
          </div>
        );
      })}
      <h3>{t("editorial.special.personAdd")}</h3>
      <Form method="post" action={action} className="forms-form" noValidate>
        <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
        <input type="hidden" name="intent" value="person-add" />
        <div className={`forms-field${error("role") ? " has-error" : ""}`}>
          <label className="forms-label forms-label--required" htmlFor="person-role">
            {t("editorial.special.field.role")}
          </label>
          <select id="person-role" name="role" defaultValue={typed("role") || "associate_editor"} aria-describedby="person-role-error">
            {PERSON_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`editorial.special.role.${r}`)}
              </option>
            ))}
          </select>
          <FieldError id="person-role-error" message={error("role")} />
        </div>
        <div className="editorial-columns">
          {(
            [
              ["nameEn", "editorial.special.field.nameEn", "en", true],
              ["nameCn", "editorial.special.field.nameCn", "zh-CN", true],
              ["affiliationEn", "editorial.special.field.affiliationEn", "en", false],
              ["affiliationCn", "editorial.special.field.affiliationCn", "zh-CN", false],
            ] as const
          ).map(([name, label, textLang, required]) => (
            <div className={`forms-field${error(name) ? " has-error" : ""}`} key={name}>
              <label className={required ? "forms-label forms-label--required" : "forms-label"} htmlFor={`person-${name}`}>
                {t(label)}
              </label>
              <input
                type="text"
                id={`person-${name}`}
                name={name}
                lang={textLang}
                defaultValue={typed(name)}
                aria-invalid={error(name) ? true : undefined}
                aria-describedby={`person-${name}-error`}
              />
              <FieldError id={`person-${name}-error`} message={error(name)} />
            </div>
          ))}
        </div>
        <button type="submit" className="forms-button">
          {t("editorial.special.personAddButton")}
        </button>
      </Form>
    </section>
  );
}
