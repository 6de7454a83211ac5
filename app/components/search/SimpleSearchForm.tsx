import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from "react";
import { Form, useLocation } from "react-router";
import { useI18n } from "~/i18n/translate";
import { useOnLaterChange } from "~/lib/use-value-from-before-hydration";
import { SearchMessages, searchMessageIds, useSimpleSearch } from "./SearchBox";

interface SimpleSearchFormProps {
  /** Distinguishes the box's element ids (e.g. "hero", "header"). */
  name: string;
  className: string;
  messagesClassName: string;
  placeholder: string;
  button: ReactNode;
  /** What a box adds to its input (the header's focus look and autofocus). */
  inputProps?: Pick<InputHTMLAttributes<HTMLInputElement>, "onFocus" | "onBlur"> & { "data-autofocus"?: string };
}

/**
 * A simple search box (header, mobile panel, home hero): GET /{lang}/searchlist?content=… (SPEC §2.2) with the
 * SPEC §5 rules of every simple search box (useSimpleSearch).
 */
export function SimpleSearchForm({ name, className, messagesClassName, placeholder, button, inputProps }: SimpleSearchFormProps) {
  const { lang, t } = useI18n();
  const search = useSimpleSearch({ onPage: false });
  const id = `${name}-search-${useId()}`;
  const formRef = useRef<HTMLFormElement>(null);
  const shown = search.required || search.tooLong;
  const { clearMessages } = search;
  // The header's messages float over the page: once the reader moves on (a click or focus elsewhere, another page)
  // they go, rather than staying over the menu until the box is typed in again.
  useOnLaterChange(useLocation().key, clearMessages);
  useEffect(() => {
    if (!shown) return;
    const leave = (event: Event) => {
      if (!formRef.current?.contains(event.target as Node)) clearMessages();
    };
    document.addEventListener("pointerdown", leave);
    document.addEventListener("focusin", leave);
    return () => {
      document.removeEventListener("pointerdown", leave);
      document.removeEventListener("focusin", leave);
    };
  }, [shown, clearMessages]);
  return (
    <Form
      ref={formRef}
      method="get"
      action={`/${lang}/searchlist`}
      role="search"
      className={className}
      data-track="1002"
      data-track-fields="content"
      onSubmit={search.onSubmit}
    >
      <input
        ref={search.inputRef}
        id={id}
        name="content"
        type="search"
        value={search.value}
        onChange={(e) => search.onChange(e.target.value)}
        aria-label={t("search.label")}
        aria-describedby={searchMessageIds(id, search.tooLong, search.required)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        {...inputProps}
      />
      {button}
      <div className={messagesClassName}>
        <SearchMessages id={id} tooLong={search.tooLong} required={search.required} />
      </div>
    </Form>
  );
}
