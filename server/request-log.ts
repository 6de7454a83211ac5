import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "./logger";

/**
 * The one request logger (ADR 0146): a line for each response when it ends, in pino-http's shape (`req`, `res`,
 * `responseTime`; "request completed" or "request aborted", "request errored" at level error for a 5xx), made only
 * when its level is on: no child logger a request, one `close` listener.
 *
 * A line says of the request its id, method, URL, client address and user agent, and of the response its status.
 * Never headers: they hold the session cookie, an Authorization header, and on a sign-in the Set-Cookie of a new
 * session (OWASP ASVS 5.0 V16.2.5: no session tokens or credentials in logs). The secret of a link (a password
 * reset, an alert confirmation, an answer link, an invitation, a sign-in link) is in its query, and is written as
 * `[redacted]`.
 */

/**
 * Query parameters that carry a link's secret: `token` (reset, confirmation and answer links), `code` (invitations),
 * `t` (an e-mailed once-code sign-in link, SPEC §4).
 */
const SECRET_PARAMETERS = new Set(["token", "code", "t"]);
const REDACTED = "[redacted]";

type LoggedRequest = IncomingMessage & { originalUrl?: string; ip?: string };

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

/** The request's part of a line. */
function requestPart(req: LoggedRequest, id: number) {
  return {
    id,
    method: req.method,
    url: loggedUrl(req.originalUrl ?? req.url ?? ""),
    // The client's address by the one rule (TRUST_PROXY, ADR 0080): Express's req.ip.
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    userAgent: req.headers["user-agent"],
  };
}

/** Express middleware (and the page cache's `logResponse`): logs the response when it ends; `/healthz` is not logged. */
export function requestLog(logger: Logger): (req: IncomingMessage, res: ServerResponse, next?: () => void) => void {
  let lastId = 0;
  return (req, res, next) => {
    if (req.url !== "/healthz") {
      const id = ++lastId;
      const started = Date.now();
      res.once("close", () => {
        const failed = res.statusCode >= 500;
        const level = failed ? "error" : "info";
        if (!logger.isLevelEnabled(level)) return;
        const ended = res.writableFinished && !req.readableAborted;
        const fields = { req: requestPart(req as LoggedRequest, id), res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
        logger[level](fields, failed ? "request errored" : ended ? "request completed" : "request aborted");
      });
    }
    next?.();
  };
}
