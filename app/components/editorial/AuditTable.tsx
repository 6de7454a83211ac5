import { formatDate } from "@core/dates/format-date";
import type { AuditEntryRow } from "@core/editorial/list-audit-entries";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { RecordTable } from "./RecordTable";

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

/** Audit entries (who, when, what, before → after), for the audit page and a draft's history. */
export function AuditTable({ title, rows }: { title?: string; rows: readonly AuditEntryRow[] }) {
  const { lang, t } = useI18n();
  return (
    <section className="forms-inbox__section">
      {title ? <h2>{title}</h2> : null}
      <RecordTable
        head={[t("editorial.audit.when"), t("editorial.audit.who"), t("editorial.audit.what"), t("editorial.audit.changes")]}
        rows={rows}
        rowKey={(r) => r.id}
        cells={(r) => (
          <>
                <td>
                  <time dateTime={r.at}>
                    {formatDate(r.at, lang)} {r.at.slice(11, 16)}
                  </time>
                </td>
                <td>{r.actor}</td>
                <td>
                  {t(`editorial.audit.action.${r.action}` as MessageKey)}:{" "}
                  {t(`editorial.audit.entity.${r.entityType}` as MessageKey, { id: r.entityId })}
                </td>
                <td>
                  <ul className="editorial-changes">
                    {Object.entries(r.changes).map(([field, [before, after]]) => (
                      <li key={field}>
                        <code>{field}</code>: {shown(before)} → {shown(after)}
                      </li>
                    ))}
                  </ul>
                </td>
          </>
        )}
      />
    </section>
  );
}
