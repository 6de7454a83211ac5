import { useI18n } from "~/i18n/translate";
import { SimpleSearchForm } from "./SimpleSearchForm";

/** The home page's big search box. */
export function HeroSearch({ placeholder }: { placeholder: string }) {
  const { t } = useI18n();
  return (
    <SimpleSearchForm
      name="hero"
      className="home-hero__search"
      messagesClassName="home-hero__messages"
      placeholder={placeholder}
      button={
        <button type="submit" className="button">
          {t("search.submit")}
        </button>
      }
    />
  );
}
