import { redirect, type AppLoadContext } from "react-router";
import { isLang, type Lang } from "@core/config/constants";
import { safeRedirectPath } from "@core/users/safe-redirect";
import type { SessionUser } from "@core/users/session-user";
import { notFound } from "./route-errors";
import { getSessionUser } from "./session.server";

/**
 * Helpers shared by the account pages' loaders and actions. An action runs without the language
 * layout's loader, so it checks the language itself before doing anything.
 */
export function routeLanguage(params: { lang?: string }): Lang {
  if (!isLang(params.lang)) throw notFound("unknown-language");
  return params.lang;
}

/** The page to go back to: a same-site path, else the home page of the language (ADR 0031). */
export function redirectTarget(value: FormDataEntryValue | string | null | undefined, lang: Lang): string {
  return safeRedirectPath(typeof value === "string" ? value : null, `/${lang}`);
}

/** The site's origin for links in e-mails: PUBLIC_URL when set (always set it in production), else the request's. */
export function siteOrigin(request: Request, context: AppLoadContext): string {
  return context.publicUrl ? new URL(context.publicUrl).origin : new URL(request.url).origin;
}

/** The log-in page that comes back to `path` afterwards. */
export function loginPath(lang: Lang, path: string): string {
  return `/${lang}/login?redirect=${encodeURIComponent(path)}`;
}

/** The signed-in reader, or a redirect to log in that comes back to this page. */
export async function requireUser(request: Request, context: AppLoadContext, lang: Lang): Promise<SessionUser> {
  const user = await getSessionUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(loginPath(lang, url.pathname + url.search));
}

/**
 * A form body read with a size cap: the FormData, or null when it is larger than `maxBytes` (the rest
 * is not read). Multipart bodies (the avatar upload) and plain forms alike.
 */
export async function readFormWithLimit(request: Request, maxBytes: number): Promise<FormData | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return new FormData();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Response(body, { headers: { "Content-Type": request.headers.get("content-type") ?? "application/x-www-form-urlencoded" } }).formData();
}

/** Form fields as strings (a missing field is ""). */
export function textFields<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    out[name] = typeof value === "string" ? value : "";
  }
  return out;
}
