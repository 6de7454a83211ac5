import { useEffect, useId, useState } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { SEARCH_TEXT_MAX_CHARS } from "@core/config/constants";
import { cutToChars, normalizeTerm, sameRows, SEARCH_FIELDS, type SearchField } from "@core/search/query-rules";
import { parseSearchParams, searchUrl, type SearchRequest } from "@core/search/search-params";
import { useI18n } from "~/i18n/translate";
import { saveFilterList } from "./search-session";
import "~/styles/search.css";

interface SearchBoxProps {
  /** header: the site-wide box; page: the search page's keyword box, with a scope and the current filters. */
  variant?: "header" | "page";
  placeholder?: string;
  inputId?: string;
  className?: string;
}

/** The current search when the page is the search list, else null. */
function useCurrentSearch(): SearchRequest | null {
  const location = useLocation();
  return /\/searchlist$/.test(location.pathname) ? parseSearchParams(new URLSearchParams(location.search)) : null;
}

/**
 * The simple search box (SPEC §5): the term is trimmed, apostrophes become spaces, text over 200 characters
 * is cut with a warning, an empty search does nothing and so does a search identical to the current one.
 * Without JavaScript it is a plain GET form and the server applies the same rules.
 */
export function SearchBox({ variant = "header", placeholder, inputId, className }: SearchBoxProps) {
  const { lang, t } = useI18n();
  const navigate = useNavigate();
  const current = useCurrentSearch();
  const generatedId = useId();
  const id = inputId ?? `search-box-${generatedId}`;
  const initial = current?.mode === "simple" ? (current.rows[0]?.term ?? "") : "";
  const [value, setValue] = useState(initial);
  const [scope, setScope] = useState<SearchField>(current?.mode === "simple" ? current.scope : "all");
  // Typing over the limit warns here; a URL over the limit is reported by the search page itself.
  const [tooLong, setTooLong] = useState(false);
  const onPage = variant === "page";

  // A new search (another URL) shows its own term.
  const currentTerm = current?.mode === "simple" ? (current.rows[0]?.term ?? "") : null;
  const currentScope = current?.mode === "simple" ? current.scope : null;
  useEffect(() => {
    if (currentTerm !== null) setValue(currentTerm);
    if (currentScope !== null) setScope(currentScope);
  }, [currentTerm, currentScope]);

  function onChange(next: string) {
    const cut = cutToChars(next);
    setValue(cut.text);
    if (cut.truncated) setTooLong(true);
    else if (Array.from(next).length < SEARCH_TEXT_MAX_CHARS) setTooLong(false);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { text, truncated } = normalizeTerm(value);
    if (truncated) setTooLong(true);
    if (!text) return;
    setValue(text);
    const rows = [{ field: onPage ? scope : ("all" as const), term: text }];
    if (current && current.mode !== "none" && sameRows(rows, current.rows)) return;
    saveFilterList(rows);
    navigate(
      searchUrl(lang, {
        mode: "simple",
        rows,
        scope: rows[0]!.field,
        kind: onPage ? current?.kind : undefined,
        filters: onPage ? current?.filters : undefined,
      }),
    );
  }

  const warningId = `${id}-warning`;
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
          id={id}
          name="content"
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder ?? (onPage ? t("search.keywordPlaceholder") : t("search.label"))}
          aria-describedby={tooLong ? warningId : undefined}
          autoComplete="off"
          enterKeyHint="search"
        />
        {onPage ? (
          <>
            <label htmlFor={`${id}-scope`} className="visually-hidden">
              {t("search.scope")}
            </label>
            <select id={`${id}-scope`} name="scope" value={scope} onChange={(e) => setScope(e.target.value as SearchField)}>
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
      {tooLong ? (
        <p id={warningId} role="alert" className="search-warning">
          {t("search.tooLong")}
        </p>
      ) : null}
    </Form>
  );
}
