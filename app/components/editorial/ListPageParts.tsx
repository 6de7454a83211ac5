import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { useI18n } from "~/i18n/translate";
import { FormMeta, SubmitButton } from "~/components/forms/FormParts";
import { RecordTable, type RecordTableProps } from "./RecordTable";
import { Pagination } from "~/components/reading/Pagination";
import { OfficePage, StateBadge } from "./RecordParts";

interface Props<T> {
  /**
   * The catalogue area of the texts (`editorial.<area>.title`, `.intro`, `.list`, `.none`, `.col.protocols`,
   * `.col.state`, `.new`, `.newHint`, `.create`); the sections' ids are `editorial-<area>-list` and `-new`.
   */
  area: "collections" | "special" | "issues";
  /** Shown between the intro and the list (what a post did or why it failed). */
  notices?: ReactNode;
  /** The list's heading takes the focus after a move in the list (useReturnFocus). */
  focusableList?: boolean;
  rows: readonly T[];
  /** The first columns' headings and cells; the protocol count and the state follow. */
  head: readonly string[];
  cells: (row: T, index: number) => ReactNode;
  stateLabel: (row: T) => string;
  /** The create form: where it posts, its idempotency key, the page's browser-side validation (useFormPage). */
  action: string;
  idempotencyKey: string;
  formProps: Omit<ComponentProps<typeof Form>, "method" | "action" | "className">;
  /** The create form's fields. */
  children: ReactNode;
}

/**
 * An office list page of records that hold protocols (issues, collections, special issues; ADR 0100, 0106): every
 * record in a table, then the form that creates one.
 */
export function RecordListPage<T extends { id: number; protocolCount: number; state: string }>(props: Props<T>) {
  const { t } = useI18n();
  const { area, rows, action } = props;
  return (
    <OfficePage title={t(`editorial.${area}.title`)}>
      <p className="forms-lead">{t(`editorial.${area}.intro`)}</p>
      {props.notices}

      <section aria-labelledby={`editorial-${area}-list`}>
        <h2 id={`editorial-${area}-list`} tabIndex={props.focusableList ? -1 : undefined}>
          {t(`editorial.${area}.list`)}
        </h2>
        {rows.length === 0 ? (
          <p>{t(`editorial.${area}.none`)}</p>
        ) : (
          <RecordTable
            head={[...props.head, t(`editorial.${area}.col.protocols`), t(`editorial.${area}.col.state`)]}
            rows={rows}
            rowKey={(row) => row.id}
            cells={(row, index) => (
              <>
                {props.cells(row, index)}
                <td>{row.protocolCount}</td>
                <td>
                  <StateBadge state={row.state}>{props.stateLabel(row)}</StateBadge>
                </td>
              </>
            )}
          />
        )}
      </section>

      <section aria-labelledby={`editorial-${area}-new`}>
        <h2 id={`editorial-${area}-new`}>{t(`editorial.${area}.new`)}</h2>
        <p className="forms-hint">{t(`editorial.${area}.newHint`)}</p>
        <Form method="post" action={action} className="forms-form" {...props.formProps}>
          <FormMeta idempotencyKey={props.idempotencyKey} />
          {props.children}
          <div className="editorial-actions">
            <SubmitButton label={t(`editorial.${area}.create`)} action={action} />
          </div>
        </Form>
      </section>
    </OfficePage>
  );
}

/**
 * The filters of a searchable office list (a GET form): the words (`q`, at most `qMax` characters), the page's
 * own selects (`children`), the button that applies them.
 */
export function SearchFilters(props: { label?: string; qLabel: string; q: string; qMax: number; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <Form method="get" className="editorial-filters" role="search" aria-label={props.label}>
      <label>
        {props.qLabel}
        <input type="search" name="q" defaultValue={props.q} maxLength={props.qMax} />
      </label>
      {props.children}
      <button type="submit" className="forms-button">
        {t("editorial.filter.apply")}
      </button>
    </Form>
  );
}

/** A page of an office list: how many rows match (announced), the table or what says there are none, the pages. */
export function PagedList<T>({
  count,
  none,
  page,
  pages,
  ...table
}: RecordTableProps<T> & { count: string; none: string; page: number; pages: number }) {
  return (
    <>
      <p role="status">{count}</p>
      {table.rows.length === 0 ? <p>{none}</p> : <RecordTable {...table} />}
      <Pagination page={page} pages={pages} />
    </>
  );
}
