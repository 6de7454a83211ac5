import type { Lang } from "@core/config/constants";
import { translate, type MessageKey } from "~/i18n/translate";

/**
 * What a route without a page of its own (a download, the favourite action) answers when it cannot do what was
 * asked: the message as plain text in the page's language, never stored by a cache (not the bare `{"reason":…}`
 * reply a thrown not-found would give a reader's browser). `headers` adds e.g. Retry-After.
 */
export function resourceRefusal(lang: Lang, key: MessageKey, status: number, headers: Record<string, string> = {}): Response {
  return new Response(translate(lang, key), {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}
