import { useLocation } from "react-router";
import { switchLanguagePath } from "@core/locale/localized-path";
import { useI18n } from "~/i18n/translate";
import { useRootData } from "~/lib/route-data";

interface PageHeadProps {
  title: string;
  description?: string;
  noindex?: boolean;
  /** Query parameters that make a different page (e.g. id, type); others are left out of the canonical URL. */
  canonicalParams?: readonly string[];
}

/**
 * Title, description, canonical URL and hreflang alternates of a page. React hoists these into <head>,
 * also when the server renders, so indexers see them without running scripts.
 */
export function PageHead({ title, description, noindex, canonicalParams = [] }: PageHeadProps) {
  const { t, lang } = useI18n();
  const root = useRootData();
  const location = useLocation();
  const origin = root?.origin ?? "";
  const kept = new URLSearchParams();
  const current = new URLSearchParams(location.search);
  for (const name of canonicalParams) {
    const value = current.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.size ? `?${kept.toString()}` : "";
  const path = location.pathname.replace(/\/+$/, "") || "/";
  const en = origin + switchLanguagePath(path, search, "en");
  const cn = origin + switchLanguagePath(path, search, "cn");
  return (
    <>
      <title>{`${title} | ${t("site.title")}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={origin + path + search} />}
      <link rel="alternate" hrefLang="en" href={en} />
      <link rel="alternate" hrefLang="zh-CN" href={cn} />
      <link rel="alternate" hrefLang="x-default" href={en} />
      {/* The journal's feeds in the page language (ADR 0089): feed readers discover them from any page. */}
      <link rel="alternate" type="application/rss+xml" title={`${t("site.title")}${t("punct.colonSeparator")}${t("home.newlyPublished")}`} href={`${origin}/${lang}/feeds/new.rss`} />
      <link rel="alternate" type="application/atom+xml" title={`${t("site.title")}${t("punct.colonSeparator")}${t("home.newlyPublished")}`} href={`${origin}/${lang}/feeds/new.atom`} />
      <link rel="alternate" type="application/rss+xml" title={`${t("site.title")}${t("punct.colonSeparator")}${t("home.inPress")}`} href={`${origin}/${lang}/feeds/inpress.rss`} />
    </>
  );
}
