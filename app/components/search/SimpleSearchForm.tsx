import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { Form } from "react-router";
import { useI18n } from "~/i18n/translate";
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
  return (
    <Form
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
