import type { AppLoadContext } from "react-router";
import { countPublishedProtocolsFloor } from "@core/protocols/count-published-protocols";
import { isLanguageSwitchHidden } from "@core/locale/is-language-switch-hidden";
import { guardLanguage } from "~/lib/language-guard.server";
import { loadFrameAds } from "~/lib/frame-ads.server";

/**
 * What the page frame of every `/{lang}/…` page shows (the language layout's data): the protocol count of the
 * search placeholder, whether the language switch is hidden (SPEC §2.2, /cn/psi?w=) and the ads. The language
 * guard runs first: an unknown language never gets this far.
 */
export async function loadFrameData(request: Request, context: AppLoadContext) {
  const lang = guardLanguage(request);
  const ads = await loadFrameAds(request, context, lang);
  const url = new URL(request.url);
  return {
    lang,
    protocolCountFloor: await countPublishedProtocolsFloor(context.db),
    hideLanguageSwitch: isLanguageSwitchHidden(url.pathname, url.searchParams),
    ads,
  };
}
