import type { AppLoadContext } from "react-router";
import { isLang, type Lang } from "@core/config/constants";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import type { ProtocolDetail } from "@core/protocols/protocol-detail";
import { parseProtocolRef } from "@core/protocols/parse-protocol-ref";
import { resourceRefusal } from "./resource-refusal.server";

/** The protocol a bpdetail URL (page or download) names: its language, the protocol, or the error to show. */
export type ProtocolRequest =
  | { kind: "ok"; lang: Lang; protocol: ProtocolDetail }
  | { kind: "parameter-error" }
  | { kind: "not-found" }
  | { kind: "other-type"; location: string };

export async function resolveProtocolRequest(request: Request, lang: string | undefined, context: AppLoadContext, path = "bpdetail"): Promise<ProtocolRequest> {
  const url = new URL(request.url);
  const pageLang: Lang = isLang(lang) ? lang : "en";
  const ref = parseProtocolRef(url.searchParams.get("id"), url.searchParams.get("type"));
  if (!ref) return { kind: "parameter-error" };
  const protocol = await findProtocolDetail(context.db, ref.id);
  if (!protocol) return { kind: "not-found" };
  // The id is the protocol: a link with the wrong (or a missing non-default) type goes to the right one.
  if (protocol.kind !== ref.kind) return { kind: "other-type", location: `/${pageLang}/${path}?id=${protocol.id}&type=${protocol.kind}` };
  return { kind: "ok", lang: pageLang, protocol };
}

/**
 * For the download routes (resource routes, outside the page frame): the protocol, or the plain response for
 * a bad request, an unknown protocol or a protocol of the other type.
 */
export async function resolveDownloadRequest(
  request: Request,
  lang: string | undefined,
  context: AppLoadContext,
  path: string,
): Promise<{ lang: Lang; protocol: ProtocolDetail } | Response> {
  if (!isLang(lang)) return new Response("This page could not be found.", { status: 404 });
  const resolved = await resolveProtocolRequest(request, lang, context, path);
  if (resolved.kind === "parameter-error") return resourceRefusal(lang, "error.parameter", 400);
  if (resolved.kind === "not-found") return resourceRefusal(lang, "error.notFound", 404);
  if (resolved.kind === "other-type") return new Response(null, { status: 301, headers: { Location: resolved.location } });
  return { lang: resolved.lang, protocol: resolved.protocol };
}

/**
 * SPEC §1, §6: downloading a protocol needs a signed-in reader. A browser is sent to log in (and back to the
 * protocol page); other clients get 403 with the SPEC's message.
 */
export function loginRequired(request: Request, lang: Lang, protocol: ProtocolDetail): Response {
  const page = `/${lang}/bpdetail?id=${protocol.id}&type=${protocol.kind}`;
  if ((request.headers.get("accept") ?? "").includes("text/html")) {
    return new Response(null, { status: 302, headers: { Location: `/${lang}/login?redirect=${encodeURIComponent(page)}` } });
  }
  return resourceRefusal(lang, "reading.loginPrompt", 403);
}

/** `attachment; filename=…` with a plain ASCII name. */
export function attachment(filename: string): string {
  return `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`;
}
