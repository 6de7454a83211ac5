import type { Lang } from "../config/constants";

/** The same page and query in another language: /en/archive?x=1 → /cn/archive?x=1. */
export function switchLanguagePath(pathname: string, search: string, to: Lang): string {
  const rest = pathname.replace(/^\/(en|cn)(?=\/|$)/, "");
  return `/${to}${rest === "/" ? "" : rest}${search}`;
}
