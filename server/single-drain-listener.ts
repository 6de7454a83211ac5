import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * compression() hands `res.on("drain", …)` to its gzip stream but leaves `removeListener` and `off` on the response
 * (expressjs/compression issues 135 and 152), so a listener added with `once` stays on the stream after it has run.
 * React Router waits on back-pressure that way, `once("drain")` then `off`, for every write of a streamed response
 * the client cannot take at once (a sitemap, an OAI-PMH list): each left one dead listener on the stream, with
 * Node's "MaxListenersExceededWarning" past ten. Here a response has one drain listener, added through compression
 * the first time something waits, and `once("drain")` / `off("drain")` keep their listeners in a set it wakes.
 * Every response gets the same two functions; the set exists only for one that has waited.
 */
const waiting = new WeakMap<Response, Set<Listener>>();

function wakeOnDrain(this: Response): void {
  const listeners = waiting.get(this)!;
  const now = [...listeners];
  listeners.clear();
  for (const listener of now) listener();
}

function onceDrainAware(this: Response, event: string | symbol, listener: Listener): Response {
  if (event !== "drain") return EventEmitter.prototype.once.call(this, event, listener) as Response;
  let listeners = waiting.get(this);
  if (!listeners) {
    listeners = new Set();
    waiting.set(this, listeners);
    this.on("drain", wakeOnDrain.bind(this));
  }
  listeners.add(listener);
  return this;
}

function removeDrainAware(this: Response, event: string | symbol, listener: Listener): Response {
  if (event === "drain" && waiting.get(this)?.delete(listener)) return this;
  return EventEmitter.prototype.removeListener.call(this, event, listener) as Response;
}

export function singleDrainListener() {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.once = onceDrainAware as Response["once"];
    res.removeListener = res.off = removeDrainAware as Response["removeListener"];
    next();
  };
}
