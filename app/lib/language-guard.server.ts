import { redirect } from "react-router";
import type { Lang } from "@core/config/constants";
import { resolveLanguagePath } from "@core/locale/resolve-language-path";
import { notFound } from "./route-errors";

/**
 * Applies SPEC §2.1 to a request: returns the page language, or throws the redirect (trailing slash,
 * missing language) or the 404 (unknown language).
 */
export function guardLanguage(request: Request): Lang {
  const url = new URL(request.url);
  const decision = resolveLanguagePath(url.pathname, url.search, request.headers.get("accept-language"));
  if (decision.kind === "redirect") {
    // The choice depends on Accept-Language, so caches must key on it.
    throw redirect(decision.location, { status: 302, headers: { Vary: "Accept-Language" } });
  }
  if (decision.kind === "unknown-language") throw notFound("unknown-language");
  return decision.lang;
}
