import { Outlet } from "react-router";
import type { Route } from "./+types/lang-layout";
import { countPublishedProtocolsFloor } from "@core/protocols/count-published-protocols";
import { isLanguageSwitchHidden } from "@core/locale/is-language-switch-hidden";
import { guardLanguage } from "~/lib/language-guard.server";
import { loadFrameAds } from "~/lib/frame-ads.server";
import { PageFrame } from "~/components/frame/PageFrame";
import { ErrorPage } from "~/components/ErrorPage";

export async function loader({ request, context }: Route.LoaderArgs) {
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

export default function LangLayout() {
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageFrame>
      <ErrorPage error={error} />
    </PageFrame>
  );
}
