import { use } from "react";
import type { Lang } from "@core/config/constants";
import { addMessages } from "./translate";

/**
 * Browser only: the server registers every catalogue itself (catalogues.server.ts), and its build must hold no
 * dynamic import() (see tests/integration/server-build.test.ts).
 */
const PAGE_MESSAGES: Record<Lang, () => Promise<{ default: Parameters<typeof addMessages>[1] }>> | null = import.meta.env.SSR
  ? null
  : {
      en: () => import("virtual:messages/public/en"),
      cn: () => import("virtual:messages/public/cn"),
    };
const loading = new Map<Lang, Promise<void>>();
const loaded = new Set<Lang>();

/**
 * The browser's catalogue of one language, without the office's areas (ADR 0117), loaded once: entry.client.tsx
 * waits for the page's language before it hydrates.
 */
export function loadPageMessages(lang: Lang): Promise<void> {
  let done = loading.get(lang);
  if (!done) {
    if (!PAGE_MESSAGES) throw new Error("the page's strings are loaded by the browser only");
    done = PAGE_MESSAGES[lang]().then((module) => {
      addMessages(lang, module.default);
      loaded.add(lang);
    });
    loading.set(lang, done);
  }
  return done;
}

/**
 * For the page's root: a move to a page of the other language waits (suspends, inside the router's transition,
 * so the old page stays) until that language's strings are here. On the server, and whenever they are loaded,
 * it does nothing, so hydration never suspends.
 */
export function usePageMessages(lang: Lang): void {
  if (typeof document !== "undefined" && !loaded.has(lang)) use(loadPageMessages(lang));
}
