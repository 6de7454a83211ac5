import { useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import {
  canAddRow,
  cutToChars,
  normalizeRows,
  rowIsComplete,
  SEARCH_FIELDS,
  type SearchRow,
  type SearchRowInput,
} from "@core/search/query-rules";
import { SEARCH_MAX_ROWS, SEARCH_TEXT_MAX_CHARS } from "@core/config/constants";
import { useI18n } from "~/i18n/translate";
import { useCurrentSearch, useStartSearch } from "./current-search";
import { nextVaria, readFilterList, useOpenAdvance } from "./search-session";

export type AdvancedSearchVariant = "dropdown" | "panel" | "page";

interface EditableRow extends SearchRowInput {
  key: number;
  /** The typed text was over 200 characters and was cut. */
  tooLong: boolean;
}

let nextKey = 1;
function editable(rows: readonly SearchRowInput[]): EditableRow[] {
  const list = rows.length ? rows : [{ field: "all", term: "" }];
  return list.map((r) => ({ field: r.field, term: r.term, key: nextKey++, tooLong: false }));
}

/**
 * The advanced search (SPEC §5): rows of a field (Anywhere, Title, Abstract, Author) and a term, at most 5
 * (a sixth shows the limit tip); rows with an empty field or term are dropped and duplicates removed; Enter
 * on a row searches only if that row has both a field and a term; a search identical to the current one does
 * nothing. Searching navigates to /{lang}/searchlist?type=oriented&varia=N with the rows in the URL.
 * Self-contained: the header mounts it as a drop-down (desktop) or full-screen panel (mobile), the search
 * page as a collapsible panel whose open state is remembered (local storage `openAdvance`).
 */
export function AdvancedSearchForm({ variant, onSearch }: { variant: AdvancedSearchVariant; onSearch?: () => void }) {
  const { lang, t } = useI18n();
  const current = useCurrentSearch();
  const startSearch = useStartSearch();
  const uid = useId();
  const [rows, setRows] = useState<EditableRow[]>(() => editable(current?.rows ?? []));
  const [limitTip, setLimitTip] = useState(false);
  const [required, setRequired] = useState(false);
  const [open, setOpen] = useOpenAdvance();
  const focusRow = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // The rows follow the search shown; elsewhere they start from the last search (session state).
  const currentKey = current && current.mode !== "none" ? JSON.stringify(current.rows) : null;
  useEffect(() => {
    if (currentKey !== null) setRows(editable(JSON.parse(currentKey) as SearchRow[]));
    else {
      const remembered = readFilterList();
      if (remembered.length) setRows(editable(remembered));
    }
    setLimitTip(false);
    setRequired(false);
  }, [currentKey]);

  useEffect(() => {
    if (focusRow.current === null) return;
    listRef.current?.querySelectorAll<HTMLInputElement>("input[type=search]")[focusRow.current]?.focus();
    focusRow.current = null;
  }, [rows.length]);

  function update(index: number, patch: Partial<EditableRow>) {
    setRows((list) => list.map((r, i) => (i === index ? { ...r, ...patch } : r)));
    setRequired(false);
  }

  function setTerm(index: number, value: string) {
    const cut = cutToChars(value);
    const shorter = Array.from(value).length < SEARCH_TEXT_MAX_CHARS;
    update(index, { term: cut.text, tooLong: cut.truncated ? true : shorter ? false : (rows[index]?.tooLong ?? false) });
  }

  function addRow() {
    if (!canAddRow(rows.length)) {
      setLimitTip(true);
      return;
    }
    setLimitTip(false);
    focusRow.current = rows.length;
    setRows((list) => [...list, { field: "", term: "", key: nextKey++, tooLong: false }]);
  }

  function removeRow(index: number) {
    setLimitTip(false);
    setRows((list) => (list.length === 1 ? editable([]) : list.filter((_, i) => i !== index)));
  }

  function search() {
    const { rows: complete } = normalizeRows(rows);
    if (!complete.length) {
      setRequired(true);
      return;
    }
    setRequired(false);
    const started = startSearch(complete, (shown) => ({
      mode: "advanced",
      rows: complete,
      varia: nextVaria(shown?.varia ?? null),
      kind: shown?.kind,
      filters: shown?.filters,
    }));
    if (started) onSearch?.();
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (rowIsComplete(rows[index]!)) search();
  }

  const form = (
    <Form
      method="get"
      action={`/${lang}/searchlist`}
      className="advanced-search__form"
      onSubmit={(e) => {
        e.preventDefault();
        search();
      }}
      noValidate
    >
      <input type="hidden" name="type" value="oriented" />
      <input type="hidden" name="varia" value={(current?.varia ?? 0) + 1} />
      {current?.kind === "bpp" ? <input type="hidden" name="kind" value="bpp" /> : null}
      <p className="advanced-search__hint" id={`${uid}-hint`}>
        {t("search.advanced.hint")}
      </p>
      <ol className="advanced-search__rows" ref={listRef} aria-label={t("search.advanced.rows")}>
        {rows.map((row, i) => {
          const n = i + 1;
          return (
            <li key={row.key} className="advanced-row">
              <select
                aria-label={t("search.advanced.field", { n })}
                name={`f${n}`}
                value={row.field}
                onChange={(e) => update(i, { field: e.target.value })}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                <option value="">{t("search.field.choose")}</option>
                {SEARCH_FIELDS.map((f) => (
                  <option key={f} value={f}>
                    {t(`search.field.${f}`)}
                  </option>
                ))}
              </select>
              <input
                type="search"
                aria-label={t("search.advanced.term", { n })}
                aria-describedby={row.tooLong ? `${uid}-long-${row.key}` : `${uid}-hint`}
                name={`t${n}`}
                value={row.term}
                placeholder={t("search.advanced.termPlaceholder")}
                autoComplete="off"
                enterKeyHint="search"
                onChange={(e) => setTerm(i, e.target.value)}
                onKeyDown={(e) => onKeyDown(e, i)}
              />
              <button type="button" className="advanced-row__remove" aria-label={t("search.advanced.removeRow", { n })} onClick={() => removeRow(i)}>
                <span aria-hidden="true">×</span>
              </button>
              {row.tooLong ? (
                <p id={`${uid}-long-${row.key}`} role="alert" className="search-warning advanced-row__warning">
                  {t("search.tooLong")}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {limitTip ? (
        <p role="alert" className="search-tip">
          {t("search.rowLimit")}
        </p>
      ) : null}
      {required ? (
        <p role="alert" className="search-warning">
          {t("search.termRequired")}
        </p>
      ) : null}
      <div className="advanced-search__actions">
        <button type="button" className={`button button--secondary${rows.length >= SEARCH_MAX_ROWS ? " is-at-limit" : ""}`} onClick={addRow}>
          {t("search.advanced.addRow")}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setRows(editable([]));
            setLimitTip(false);
            setRequired(false);
          }}
        >
          {t("search.advanced.clear")}
        </button>
        <button type="submit" className="button button-submit">
          {t("search.advanced.submit")}
        </button>
      </div>
    </Form>
  );

  if (variant === "page") {
    return (
      <details
        className="advanced-search advanced-search--page"
        open={open}
        onToggle={(e) => {
          const isOpen = e.currentTarget.open;
          if (isOpen !== open) setOpen(isOpen);
        }}
      >
        <summary>{t("search.advanced")}</summary>
        {form}
      </details>
    );
  }
  return (
    <section className={`advanced-search advanced-search--${variant}`} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="advanced-search__title">
        {t("search.advanced")}
      </h2>
      {form}
    </section>
  );
}
