import { useCallback, useId, useState } from "react";
import { Form } from "react-router";
import { SEARCH_TEXT_MAX_CHARS } from "@core/config/constants";
import { cutToChars, isSearchField, normalizeTerm, SEARCH_FIELDS, type SearchField } from "@core/search/query-rules";
import { useI18n } from "~/i18n/translate";
import { useOnLaterChange, useValueFromBeforeHydration } from "~/lib/use-value-from-before-hydration";
import { useCurrentSearch, useStartSearch } from "./current-search";

interface SearchBoxProps {
  /** header: the site-wide box; page: the search page's keyword box, with a scope and the current filters. */
  variant?: "header" | "page";
  placeholder?: string;
  inputId?: string;
  className?: string;
}

/**
 * The rules of every simple search box (SPEC §5), shared by the search page's box, the header's (desktop and
 * the mobile slide-in panel) and the home hero's: the term is trimmed, apostrophes become spaces, text over
 * 200 characters is cut with a warning, an empty search asks for a term, and a search identical to the
 * current one does nothing. `onPage`: the search page's box, which keeps the scope, kind and filters.
 */
export function useSimpleSearch({ onPage, scope = "all", showCurrent = onPage }: { onPage: boolean; scope?: SearchField; showCurrent?: boolean }) {
  const startSearch = useStartSearch();
  const current = useCurrentSearch();
  const currentTerm = current?.mode === "simple" ? (current.rows[0]?.term ?? "") : null;
  const [value, setValue] = useState(showCurrent ? (currentTerm ?? "") : "");
  // Typing over the limit warns here; a URL over the limit is reported by the search page itself.
  const [tooLong, setTooLong] = useState(false);
  const [required, setRequired] = useState(false);

  // A new search (another URL) shows its own term.
  useOnLaterChange(currentTerm, (term) => {
    if (showCurrent && term !== null) setValue(term);
  });
  // Text typed before hydration is kept, and searched (issue 19 item 7).
  const inputRef = useValueFromBeforeHydration<HTMLInputElement>(value, onChange);

  function onChange(next: string) {
    const cut = cutToChars(next);
    setValue(cut.text);
    if (cut.truncated) setTooLong(true);
    else if (Array.from(next).length < SEARCH_TEXT_MAX_CHARS) setTooLong(false);
    if (cut.text.trim()) setRequired(false);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { text, truncated } = normalizeTerm(value);
    if (truncated) setTooLong(true);
    setRequired(!text);
    if (!text) return;
    setValue(text);
    const rows = [{ field: onPage ? scope : ("all" as const), term: text }];
    startSearch(rows, (shown) => ({
      mode: "simple",
      rows,
      scope: rows[0]!.field,
      kind: onPage ? shown?.kind : undefined,
      filters: onPage ? shown?.filters : undefined,
    }));
  }

  const clearMessages = useCallback(() => {
    setTooLong(false);
    setRequired(false);
  }, []);

  return { value, onChange, onSubmit, tooLong, required, current, inputRef, clearMessages };
}

/** The simple search's messages (SPEC §5 texts), announced as they appear. */
export function SearchMessages({ id, tooLong, required }: { id: string; tooLong: boolean; required: boolean }) {
  const { t } = useI18n();
  return (
    <>
      {tooLong ? (
        <p id={`${id}-warning`} role="alert" className="search-warning">
          {t("search.tooLong")}
        </p>
      ) : null}
      {required ? (
        <p id={`${id}-required`} role="alert" className="search-warning">
          {t("search.termRequired")}
        </p>
      ) : null}
    </>
  );
}

/** aria-describedby for a box with SearchMessages. */
export function searchMessageIds(id: string, tooLong: boolean, required: boolean): string | undefined {
  return [tooLong ? `${id}-warning` : "", required ? `${id}-required` : ""].filter(Boolean).join(" ") || undefined;
}

/** The simple search box. Without JavaScript it is a plain GET form and the server applies the same rules. */
export function SearchBox({ variant = "header", placeholder, inputId, className }: SearchBoxProps) {
  const { lang, t } = useI18n();
  const generatedId = useId();
  const id = inputId ?? `search-box-${generatedId}`;
  const onPage = variant === "page";
  const pageSearch = useCurrentSearch();
  const [scope, setScope] = useState<SearchField>(pageSearch?.mode === "simple" ? pageSearch.scope : "all");
  const currentScope = pageSearch?.mode === "simple" ? pageSearch.scope : null;
  useOnLaterChange(currentScope, (next) => {
    if (next !== null) setScope(next);
  });
  const scopeRef = useValueFromBeforeHydration<HTMLSelectElement>(scope, (next) => {
    if (isSearchField(next)) setScope(next);
  });
  const { value, onChange, onSubmit, tooLong, required, current, inputRef } = useSimpleSearch({ onPage, scope, showCurrent: true });

  return (
    <Form
      method="get"
      action={`/${lang}/searchlist`}
      role="search"
      className={`search-box search-box--${variant}${className ? ` ${className}` : ""}`}
      onSubmit={onSubmit}
    >
      <div className="search-box__row">
        <label htmlFor={id} className={onPage ? "search-box__label" : "visually-hidden"}>
          {onPage ? t("search.keyword") : t("search.label")}
        </label>
        <input
          ref={inputRef}
          id={id}
          name="content"
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder ?? (onPage ? t("search.keywordPlaceholder") : t("search.label"))}
          aria-describedby={searchMessageIds(id, tooLong, required)}
          autoComplete="off"
          enterKeyHint="search"
        />
        {onPage ? (
          <>
            <label htmlFor={`${id}-scope`} className="visually-hidden">
              {t("search.scope")}
            </label>
            <select ref={scopeRef} id={`${id}-scope`} name="scope" value={scope} onChange={(e) => setScope(e.target.value as SearchField)}>
              {SEARCH_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {t(`search.scope.${f}`)}
                </option>
              ))}
            </select>
            {current?.kind === "bpp" ? <input type="hidden" name="kind" value="bpp" /> : null}
          </>
        ) : null}
        <button type="submit">{t("search.submit")}</button>
      </div>
      <SearchMessages id={id} tooLong={tooLong} required={required} />
    </Form>
  );
}
