import { FORCED_LOGOUT_REDIRECT_MS, REQUEST_TIMEOUT_MS } from "@core/config/constants";
import { REPLY_CODE, LOGIN_REQUIRED_MSG } from "@core/config/reply-codes";
import { getBrowserId } from "./browser-id";
import { clearClientSession, readStoredUserInfo } from "./user-info-store";

/**
 * The one client for the site's JSON calls from the browser (SPEC §7): same origin, credentials sent,
 * `browser-uuid` and (signed in) `user-id` headers, the page language in `site-language`, a 30,000 ms
 * timeout (form-data uploads have none), and a non-200 status rejects. An answer with code 1 and
 * "Please log in first. " logs the browser out (SPEC §4 forced log-out).
 */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export const LOGOUT_PATH = "/v1/forum/user/logout";

/** The page's language from its path (/en/…, /cn/…). */
export function pageLanguage(): "en" | "cn" {
  return /^\/cn(\/|$)/.test(window.location.pathname) ? "cn" : "en";
}

/** The SPEC §7 identity of this browser: its `browser-uuid`, and `user-id` when signed in. */
export function browserIdentity(): { browserUuid: string; userId: number | null } {
  return { browserUuid: getBrowserId(), userId: readStoredUserInfo()?.user_id ?? null };
}

/** The headers of every call (SPEC §7): Accept, browser-uuid, site-language, and user-id when signed in. */
export function apiHeaders(json: boolean): Headers {
  const { browserUuid, userId } = browserIdentity();
  const h = new Headers({ Accept: "application/json", "browser-uuid": browserUuid, "site-language": pageLanguage() });
  if (userId !== null) h.set("user-id", String(userId));
  if (json) h.set("Content-Type", "application/json");
  return h;
}

const headers = apiHeaders;

export async function callApi<T = unknown>(path: string, options: { method?: "GET" | "POST"; body?: unknown } = {}): Promise<ApiEnvelope<T>> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const isForm = typeof FormData !== "undefined" && options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      headers: headers(!isForm && options.body !== undefined),
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: isForm ? undefined : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiRequestError(error instanceof Error ? error.message : "network error", null);
  }
  if (response.status !== 200) throw new ApiRequestError(`HTTP ${response.status}`, response.status);
  let envelope: ApiEnvelope<T>;
  try {
    envelope = (await response.json()) as ApiEnvelope<T>;
  } catch {
    throw new ApiRequestError("malformed answer", response.status);
  }
  if (envelope.code === REPLY_CODE.loginRequired && envelope.msg === LOGIN_REQUIRED_MSG) forceLogOut();
  return envelope;
}

let forcing = false;

/**
 * SPEC §4 forced log-out: clear the auth cookies, user info and stored info, mark logged out, call
 * log-out (which expires the HttpOnly auth-token), and after 1.5 s go to /cn or /en.
 */
export function forceLogOut(): void {
  if (forcing) return;
  forcing = true;
  const lang = pageLanguage();
  clearClientSession();
  // keepalive: the redirect 1.5 s on must not cancel a log-out still on its way (a slow network), which would leave
  // the session alive on the server and its HttpOnly cookie in the browser.
  void fetch(LOGOUT_PATH, { credentials: "include", keepalive: true, headers: headers(false), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).catch(() => {});
  window.setTimeout(() => window.location.assign(`/${lang}`), FORCED_LOGOUT_REDIRECT_MS);
}
