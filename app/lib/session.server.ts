import type { AppLoadContext } from "react-router";
import { findSessionUser } from "@core/users/find-session-user";
import type { SessionUser } from "@core/users/session-user";
import { AUTH_COOKIE_MAX_AGE_MS } from "@core/config/constants";
import { startSession } from "@core/users/start-session";
import { endSession } from "@core/users/end-session";
import { toUserInfo } from "@core/users/user-profile";
import { AUTH_COOKIE } from "@core/users/session-cookie";
import { cookieFromHeader } from "./cookie-header";
import { siteOrigin } from "./site-origin.server";

export { AUTH_COOKIE };

/** Reads one cookie from a request. */
export function readCookie(request: Request, name: string): string | null {
  return cookieFromHeader(request.headers.get("cookie"), name);
}

/**
 * The signed-in user of this request, from the HttpOnly auth-token cookie. The server is the authority:
 * the client-readable userInfo cookie is never trusted.
 */
export async function getSessionUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const token = readCookie(request, AUTH_COOKIE);
  return token ? findSessionUser(context.db, token) : null;
}

export const USER_INFO_COOKIE = "userInfo";

/** The client IP the server saw (the load context's `clientIp`, when the server provides it), or null. */
export function clientIp(context: AppLoadContext): string | null {
  return context.clientIp || null;
}

/** Cookies get `Secure` when the site is served over https (directly, via a trusted proxy, or by PUBLIC_URL). */
export function isSecureRequest(request: Request, context: AppLoadContext): boolean {
  return new URL(request.url).protocol === "https:" || siteOrigin(context).startsWith("https:");
}

interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  /** Lifetime in ms; 0 expires the cookie now (expiry at the epoch). */
  maxAgeMs: number;
}

function serializeCookie(name: string, value: string, { httpOnly, secure, maxAgeMs }: CookieOptions): string {
  const parts = [`${name}=${value}`, "Path=/", "SameSite=Lax"];
  if (maxAgeMs > 0) {
    parts.push(`Max-Age=${Math.floor(maxAgeMs / 1000)}`, `Expires=${new Date(Date.now() + maxAgeMs).toUTCString()}`);
  } else {
    parts.push("Max-Age=0", `Expires=${new Date(0).toUTCString()}`);
  }
  if (httpOnly) parts.push("HttpOnly");
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/**
 * A site cookie readable by scripts (the notice, the bottom ad's close): Path=/, SameSite=Lax, and Secure when the
 * site is served over https — the one way the server writes such a cookie.
 */
export function siteCookie(request: Request, context: AppLoadContext, name: string, value: string, maxAgeMs: number): string {
  return serializeCookie(name, value, { httpOnly: false, secure: isSecureRequest(request, context), maxAgeMs });
}

/**
 * The Set-Cookie values of a signed-in browser (SPEC §3, §9): the HttpOnly auth-token (about 29 days)
 * and the script-readable userInfo (JSON, URI-encoded) with the display information.
 */
export function sessionCookies(request: Request, context: AppLoadContext, token: string, user: SessionUser): string[] {
  const secure = isSecureRequest(request, context);
  return [
    serializeCookie(AUTH_COOKIE, token, { httpOnly: true, secure, maxAgeMs: AUTH_COOKIE_MAX_AGE_MS }),
    serializeCookie(USER_INFO_COOKIE, encodeURIComponent(JSON.stringify(toUserInfo(user))), { httpOnly: false, secure, maxAgeMs: AUTH_COOKIE_MAX_AGE_MS }),
  ];
}

/** Set-Cookie values that remove both session cookies (expiry set to the epoch). */
export function clearedSessionCookies(request: Request, context: AppLoadContext): string[] {
  const secure = isSecureRequest(request, context);
  return [
    serializeCookie(AUTH_COOKIE, "", { httpOnly: true, secure, maxAgeMs: 0 }),
    serializeCookie(USER_INFO_COOKIE, "", { httpOnly: false, secure, maxAgeMs: 0 }),
  ];
}

function headersWith(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * Logs `userId` in on this browser: a new session (the one the browser had is ended: no fixation) and
 * the response headers that set its cookies.
 */
export async function beginSession(request: Request, context: AppLoadContext, userId: number): Promise<{ token: string; headers: Headers }> {
  const token = await startSession(context.db, userId, readCookie(request, AUTH_COOKIE));
  const user = await findSessionUser(context.db, token);
  if (!user) throw new Error("a session just started was not found");
  return { token, headers: headersWith(sessionCookies(request, context, token, user)) };
}

/** Ends this browser's session on the server and returns the headers that clear its cookies. */
export async function endBrowserSession(request: Request, context: AppLoadContext): Promise<Headers> {
  const token = readCookie(request, AUTH_COOKIE);
  if (token) await endSession(context.db, token);
  return headersWith(clearedSessionCookies(request, context));
}

/** Headers that refresh the userInfo cookie after a profile change. */
export function refreshedUserInfoHeaders(request: Request, context: AppLoadContext, user: SessionUser): Headers {
  const token = readCookie(request, AUTH_COOKIE) ?? "";
  return headersWith(sessionCookies(request, context, token, user).slice(1));
}
