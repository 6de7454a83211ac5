import { AUTH_COOKIE_MAX_AGE_MS } from "@core/config/constants";
import type { UserInfo } from "@core/users/user-profile";
import { readBrowserCookie, writeBrowserCookie } from "./browser-cookies";

/**
 * The browser's copy of the session state (SPEC §3, §4): user info in local storage and in the
 * userInfo cookie, and the logged-out flag. Display information only: the server decides who is
 * signed in from the HttpOnly auth-token cookie, so nothing here grants anything.
 */
export const USER_INFO_KEY = "userInfo";
export const LOGGED_OUT_FLAG_KEY = "opls:logged-out";
/** Cookies of the session that scripts can clear (auth-token is HttpOnly: the server clears it). */
const SCRIPT_SESSION_COOKIES = [USER_INFO_KEY, "lj", "email"];

function expireCookie(name: string): void {
  writeBrowserCookie(name, "", 0);
}

export function readStoredUserInfo(): UserInfo | null {
  if (typeof window === "undefined") return null;
  const raw = safeStorage()?.getItem(USER_INFO_KEY) ?? readBrowserCookie(USER_INFO_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as UserInfo;
    return value && typeof value === "object" && typeof value.user_id === "number" ? value : null;
  } catch {
    return null;
  }
}

export function storeUserInfo(info: UserInfo): void {
  const json = JSON.stringify(info);
  safeStorage()?.setItem(USER_INFO_KEY, json);
  writeBrowserCookie(USER_INFO_KEY, encodeURIComponent(json), AUTH_COOKIE_MAX_AGE_MS);
  sessionStorageSafe()?.removeItem(LOGGED_OUT_FLAG_KEY);
}

/** Log-out on the browser's side: user info and script-readable cookies cleared, logged-out flag set. */
export function clearClientSession(): void {
  for (const name of SCRIPT_SESSION_COOKIES) expireCookie(name);
  safeStorage()?.removeItem(USER_INFO_KEY);
  sessionStorageSafe()?.setItem(LOGGED_OUT_FLAG_KEY, "1");
}

export function isMarkedLoggedOut(): boolean {
  return sessionStorageSafe()?.getItem(LOGGED_OUT_FLAG_KEY) === "1";
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function sessionStorageSafe(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
