import { useState } from "react";
import { useI18n } from "~/i18n/translate";
import { BottomAd } from "~/components/ads/BottomAd";
import { TopAdBanner } from "~/components/ads/TopAdBanner";
import { SessionEffects } from "~/components/account/SessionEffects";
import { CookieNotice } from "./CookieNotice";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { NavigationProgress } from "./NavigationProgress";
import { useTouchZoomGuard } from "./use-touch-zoom-guard";
import { useFrameData, useRootData } from "~/lib/route-data";

/** Header, the page's own content, footer and cookie notice: every page of the site sits in this frame. */
export function PageFrame({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  const root = useRootData();
  const frame = useFrameData();
  // Notice first, bottom ad after: both sit at the bottom of the window and would cover each other (issue 19).
  const [noticeAccepted, setNoticeAccepted] = useState(root?.cookieNoticeAccepted ?? false);
  useTouchZoomGuard();
  return (
    <>
      <a href="#main" className="skip-link">
        {t("nav.skipToContent")}
      </a>
      <NavigationProgress />
      <SessionEffects />
      <Header />
      <TopAdBanner ads={frame?.ads} />
      <div className="page">{children}</div>
      <Footer />
      {noticeAccepted ? <BottomAd ads={frame?.ads} /> : null}
      <CookieNotice accepted={root?.cookieNoticeAccepted ?? false} onAccept={() => setNoticeAccepted(true)} />
    </>
  );
}
