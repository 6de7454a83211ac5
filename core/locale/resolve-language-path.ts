import { isLang, type Lang } from "../config/constants";
import { PAGE_SEGMENTS } from "./page-segments";

export type LanguagePathDecision =
  | { kind: "ok"; lang: Lang }
  | { kind: "redirect"; location: string }
  | { kind: "unknown-language" };

/**
 * SPEC §2.1. The first path segment is the language. A path that ends in "/" is redirected to the
 * same path without it (/en/ → /en). A path whose first segment is one of the site's pages but has no
 * language (/archive, /) is redirected to /cn… when the browser prefers Chinese, else /en…, keeping
 * path and query. Any other first segment is an unknown language: 404.
 */
export function resolveLanguagePath(
  pathname: string,
  search: string,
  acceptLanguage: string | null,
): LanguagePathDecision {
  const segments = pathname.split("/").filter(Boolean);
  const first = segments[0];
  if (first && isLang(first)) {
    if (pathname.length > 1 && pathname.endsWith("/")) {
      return { kind: "redirect", location: `/${segments.join("/")}${search}` };
    }
    return { kind: "ok", lang: first };
  }
  if (first === undefined || PAGE_SEGMENTS.has(first)) {
    const lang = preferredLanguage(acceptLanguage);
    const rest = segments.length ? `/${segments.join("/")}` : "";
    return { kind: "redirect", location: `/${lang}${rest}${search}` };
  }
  return { kind: "unknown-language" };
}

/**
 * `candidate` when it names one of the site's languages (a path's first segment, a call's `site-language` header),
 * else the language the browser prefers: the one rule for a request that may not say its page's language.
 */
export function languageOr(candidate: string | null | undefined, acceptLanguage: string | null): Lang {
  return candidate && isLang(candidate) ? candidate : preferredLanguage(acceptLanguage);
}

/**
 * "cn" when the Accept-Language header asks for Chinese: the SPEC's "contains cn", and also the
 * standard tags browsers really send (zh, zh-CN, zh-Hans, zh-TW…). See ADR 0003.
 */
export function preferredLanguage(acceptLanguage: string | null): Lang {
  if (!acceptLanguage) return "en";
  const tags = acceptLanguage
    .toLowerCase()
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  const chineseOrEnglish = tags.find((t) => isChineseTag(t.tag) || t.tag.startsWith("en"));
  return chineseOrEnglish && isChineseTag(chineseOrEnglish.tag) ? "cn" : "en";
}

function isChineseTag(tag: string): boolean {
  return tag.includes("cn") || tag === "zh" || tag.startsWith("zh-");
}

