import { redirect, type AppLoadContext } from "react-router";
import type { Lang } from "@core/config/constants";
import { safeRedirectPath } from "@core/users/safe-redirect";
import type { SessionUser } from "@core/users/session-user";
import { translate } from "~/i18n/translate";
import { BODY_MESSAGE_KEYS, bodyError } from "./route-errors";
import { readFormBody, type BodyRefusal } from "./request-body.server";
import { getSessionUser } from "./session.server";

// Helpers shared by the account pages' loaders and actions (their language: guardLanguage, as everywhere).

/** The page to go back to: a same-site path, else the home page of the language (ADR 0031). */
export function redirectTarget(value: FormDataEntryValue | string | null | undefined, lang: Lang): string {
  return safeRedirectPath(typeof value === "string" ? value : null, `/${lang}`);
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

/** A posted form, or why it cannot be used: the status, the message and the fields read before it broke. */
export type FormErrorKey = (typeof BODY_MESSAGE_KEYS)[BodyRefusal];
export type PageForm = { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; messageKey: FormErrorKey; partial: FormData };

/**
 * The posted form of a page with a form (log-in, sign-up, forgot/reset password, profile) through the one
 * body reader (ADR 0082). A body that cannot be used is never acted on; the action answers its own page with
 * `status`, the message of `messageKey` as the form's error and the fields of `partial` filled back in.
 */
export async function readPageForm(request: Request, maxBytes?: number): Promise<PageForm> {
  const body = await readFormBody(request, maxBytes);
  if (body.ok) return body;
  return { ok: false, status: body.status, messageKey: BODY_MESSAGE_KEYS[body.reason], partial: body.form };
}

/**
 * The posted form through the one body reader (ADR 0082), for an action whose page does not re-render its
 * form yet: a body that cannot be used ends the action with the error page in the page's language (400, 413
 * or 415), never a 500.
 */
export async function readActionForm(request: Request, maxBytes?: number): Promise<FormData> {
  const body = await readFormBody(request, maxBytes);
  if (!body.ok) throw bodyError(body.reason, body.status);
  return body.form;
}

/**
 * The same for an action without a page of its own (a resource route, e.g. favourite): a refused body ends
 * it with the message as plain text in the page's language.
 */
export async function readResourceForm(request: Request, lang: Lang): Promise<FormData> {
  const body = await readFormBody(request);
  if (body.ok) return body.form;
  throw new Response(translate(lang, BODY_MESSAGE_KEYS[body.reason]), {
    status: body.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
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
