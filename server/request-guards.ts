import type { NextFunction, Request, Response } from "express";
import { languageOr } from "@core/locale/resolve-language-path";
import "~/i18n/catalogues.server";
import { translate } from "~/i18n/translate";

/** The methods the site answers; every page and call uses only these (ADR 0082). */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

/**
 * Requests the application must never see: an odd method (TRACE, CONNECT, PROPFIND …, which the Fetch API
 * behind React Router cannot even represent) gets 405 with `Allow` instead of a 500. And every 413 closes
 * the connection after its answer, so a client that sent a refused body starts its next request afresh.
 * The 405 says so in the page's language (the path's, else the browser's), as every other refusal does.
 */
export function requestGuards() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!ALLOWED.has(req.method)) {
      res.set({ Allow: ALLOWED_METHODS.join(", "), Connection: "close", "Cache-Control": "no-store" });
      res.status(405).type("text/plain").send(translate(languageOr(req.path.split("/")[1], req.headers["accept-language"] ?? null), "request.methodNotAllowed"));
      // Whatever body came with it is read and thrown away, so the answer is not lost to a reset.
      req.resume();
      return;
    }
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      if (this.statusCode === 413 || args[0] === 413) this.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
