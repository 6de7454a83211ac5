import { useI18n } from "~/i18n/translate";

interface FavouriteControlProps {
  protocolId: number;
  /** null for visitors: the control leads to the login page. */
  favourited: boolean | null;
  /** This page's path and query, to come back to. */
  here: string;
}

/**
 * Favorite / Favorited (SPEC §2.8, §4). A real form posting to /{lang}/favourite, so it works without
 * JavaScript; visitors get a link to log in that returns here.
 */
export function FavouriteControl({ protocolId, favourited, here }: FavouriteControlProps) {
  const { lang, t } = useI18n();
  if (favourited === null) {
    return (
      <a className="button button--secondary" href={`/${lang}/login?redirect=${encodeURIComponent(here)}`}>
        {t("reading.favorite")}
      </a>
    );
  }
  return (
    <form method="post" action={`/${lang}/favourite`} className="favourite-form">
      <input type="hidden" name="protocol_id" value={protocolId} />
      <input type="hidden" name="intent" value={favourited ? "remove" : "add"} />
      <input type="hidden" name="redirect" value={here} />
      <button type="submit" className={`button button--secondary favourite-button${favourited ? " is-favourited" : ""}`} aria-pressed={favourited}>
        {favourited ? t("reading.favorited") : t("reading.favorite")}
      </button>
    </form>
  );
}
