import { redirect, type AppLoadContext } from "react-router";
import type { Lang } from "@core/config/constants";
import { safeRedirectPath } from "@core/users/safe-redirect";
import type { SessionUser } from "@core/users/session-user";
import { BODY_MESSAGE_KEYS, bodyError } from "./route-errors";
import { readFormBody, TEXT_FORM_MAX_BYTES } from "./request-body.server";
import { resourceRefusal } from "./resource-refusal.server";
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

/**
 * How the account pages' forms go through the one form runner: no per-address form limit (their core operations
 * limit attempts per account and address, ADR 0081), no idempotency key (a repeat does no harm), and text bodies
 * bounded as the small actions' are (64 KB).
 */
export const ACCOUNT_FORM = { rateLimited: false, idempotent: false, maxBytes: TEXT_FORM_MAX_BYTES } as const;

/** The address an e-mailed once-code signs in at: the page to go back to, with the code as `t` (SPEC §4). */
export function onceCodeLink(origin: string, target: string): (code: string) => string {
  return (code) => {
    const link = new URL(target, origin);
    link.searchParams.set("t", code);
    return link.href;
  };
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
  throw resourceRefusal(lang, BODY_MESSAGE_KEYS[body.reason], body.status);
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
