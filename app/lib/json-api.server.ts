import { isbot } from "isbot";
import type { z } from "zod";
import { REPLY_CODE } from "@core/config/reply-codes";
import { drainBody, readBytes } from "./request-body.server";

/**
 * The JSON calls of SPEC §7 answer `{code, msg, data}`; code 0 is success. These helpers give every such
 * resource route the same body reading (bounded, never throwing), origin check and answers.
 */
export interface ApiAnswer<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/** The one reply of the SPEC §7 calls: the JSON envelope, never cached; `headers` may add Set-Cookie, Allow… */
export function apiJson<T>(answer: ApiAnswer<T>, status = 200, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set("Content-Type", "application/json; charset=utf-8");
  h.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(answer), { status, headers: h });
}

/** GET (and every method but POST) on a POST-only call. */
export function methodNotAllowed(): Response {
  return apiJson({ code: REPLY_CODE.methodNotAllowed, msg: "Use POST." }, 405, { Allow: "POST" });
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; reason: "too-large" | "malformed" | "unsupported" };

/**
 * The request's JSON body, read up to `maxBytes` (the reading stops there: an oversized body costs no more).
 * JSON and text/plain (what `navigator.sendBeacon` sends for a string) are read; other types are refused.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type && type !== "application/json" && type !== "text/plain") {
    await drainBody(request);
    return { ok: false, reason: "unsupported" };
  }
  const bytes = await readBytes(request, maxBytes);
  if (bytes === null) return { ok: false, reason: "too-large" };
  if (bytes === "broken") return { ok: false, reason: "malformed" };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false, reason: "malformed" };
  }
}

export function isBotRequest(request: Request): boolean {
  return isbot(request.headers.get("user-agent") ?? "");
}

/**
 * Reads and checks a JSON body against `schema`: the parsed value, or the answer to send back (400 for
 * anything malformed, 413 for an oversized body). Never throws.
 */
export async function parseApiBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes: number,
  invalidMsg: string,
): Promise<{ ok: true; value: z.output<S>; raw: unknown } | { ok: false; response: Response; raw: unknown }> {
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok) {
    const status = body.reason === "too-large" ? 413 : body.reason === "unsupported" ? 415 : 400;
    // A refused body ends the connection once answered (ADR 0082): the client opens a fresh one for its next call.
    const headers: Record<string, string> = status === 413 ? { Connection: "close" } : {};
    return { ok: false, raw: null, response: apiJson({ code: REPLY_CODE.invalid, msg: invalidMsg }, status, headers) };
  }
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join(".") || "body"))].join(", ");
    return {
      ok: false,
      raw: body.value,
      response: apiJson({ code: REPLY_CODE.invalid, msg: `${invalidMsg} (${fields})` }, 400),
    };
  }
  return { ok: true, value: parsed.data, raw: body.value };
}
