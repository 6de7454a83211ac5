/** The HttpOnly cookie that carries the session token (ADR 0031); named once for the app and the server. */
export const AUTH_COOKIE = "auth-token";
