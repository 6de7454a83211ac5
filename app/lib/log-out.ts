import { callApi, LOGOUT_PATH } from "./api-client";
import { clearClientSession } from "./user-info-store";

/** The window event the frame's mobile menu listens to, to close itself. */
export const CLOSE_MOBILE_MENU_EVENT = "opls:close-mobile-menu";

/** A protocol detail page with both id and type: it reloads after log-out (its content depends on login). */
export function isProtocolDetailWithIdAndType(url: URL): boolean {
  return /^\/(en|cn)\/bpdetail$/.test(url.pathname) && url.searchParams.has("id") && url.searchParams.has("type");
}

/**
 * Log-out (SPEC §4): on code 0 the session cookies are cleared (the server expires auth-token and
 * userInfo at the epoch; scripts clear theirs), user info is cleared and the logged-out flag set; the
 * page reloads on a protocol detail with id and type, otherwise `refresh` re-reads the page's data; the
 * mobile menu closes. A failure shows nothing.
 */
export async function logOut(refresh: () => void): Promise<boolean> {
  try {
    const answer = await callApi(LOGOUT_PATH, { method: "GET" });
    if (answer.code !== 0) return false;
  } catch {
    return false;
  }
  clearClientSession();
  window.dispatchEvent(new Event(CLOSE_MOBILE_MENU_EVENT));
  if (isProtocolDetailWithIdAndType(new URL(window.location.href))) window.location.reload();
  else refresh();
  return true;
}
