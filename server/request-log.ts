import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * What a response's log line says of its request and response (ADR 0146): method, URL, client address, user agent,
 * status. Never headers: they hold the session cookie, an Authorization header, and on a sign-in the Set-Cookie of
 * a new session (OWASP ASVS 5.0 V16.2.5: no session tokens or credentials in logs). The secret of a link (a password
 * reset, an alert confirmation, an answer link, an invitation) is in its query, and is written as `[redacted]`.
 */

/** Query parameters that carry a link's secret (`?token=`: reset, confirmation, answer links; `?code=`: invitations). */
const SECRET_PARAMETERS = new Set(["token", "code"]);
const REDACTED = "[redacted]";

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string; ip?: string };

/** A URL as logged: each secret parameter's value replaced. */
export function loggedUrl(url: string): string {
  const query = url.indexOf("?");
  if (query < 0) return url;
  const pairs = url
    .slice(query + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=", 1)[0]!;
      return SECRET_PARAMETERS.has(decodedName(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, query)}?${pairs.join("&")}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll("+", " "));
  } catch {
    return name;
  }
}

/** pino-http's serializers, given the raw request and response (`wrapSerializers: false`). */
export const requestLogSerializers = {
  req: (req: LoggedRequest) => ({
    id: req.id,
    method: req.method,
    url: loggedUrl(req.originalUrl ?? req.url ?? ""),
    // The client's address by the one rule (TRUST_PROXY, ADR 0080): Express's req.ip.
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    userAgent: req.headers?.["user-agent"],
  }),
  res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
};
