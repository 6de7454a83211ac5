import type { NextFunction, Request, Response } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * compression() hands `res.on("drain", …)` to its gzip stream but leaves `removeListener` and `off` on the response
 * (expressjs/compression issues 135 and 152), so a listener added with `once` stays on the stream after it has run.
 * React Router waits on back-pressure that way, `once("drain")` then `off`, for every write of a streamed response
 * the client cannot take at once (a sitemap, an OAI-PMH list): each left one dead listener on the stream, with
 * Node's "MaxListenersExceededWarning" past ten. Here a response has one drain listener, added through compression
 * on first need, and `once("drain")` / `off("drain")` keep their listeners in a set it wakes.
 */
export function singleDrainListener() {
  return (_req: Request, res: Response, next: NextFunction) => {
    const waiting = new Set<Listener>();
    let listening = false;
    const wake = () => {
      const now = [...waiting];
      waiting.clear();
      for (const listener of now) listener();
    };
    const once = res.once;
    const removeListener = res.removeListener;
    res.once = function (this: Response, event: string | symbol, listener: Listener) {
      if (event !== "drain") return once.call(this, event, listener);
      waiting.add(listener);
      if (!listening) {
        listening = true;
        this.on("drain", wake);
      }
      return this;
    } as Response["once"];
    res.removeListener = res.off = function (this: Response, event: string | symbol, listener: Listener) {
      if (event === "drain" && waiting.delete(listener)) return this;
      return removeListener.call(this, event, listener);
    } as Response["removeListener"];
    next();
  };
}
