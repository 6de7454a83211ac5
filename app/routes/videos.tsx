import "virtual:messages/with/content";
import { Link } from "react-router";
import type { Route } from "./+types/videos";
import { listVideos } from "@core/videos/list-videos";
import { videoClock } from "@core/videos/video-clock";
import { formatDate } from "@core/dates/format-date";
import { languageListLoader } from "~/lib/content-page.server";
import { useI18n } from "~/i18n/translate";
import { ContentPage } from "~/components/content/ContentPage";
import { VideoPlayer } from "~/components/reading/VideoPlayer";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/** /{lang}/videos: the protocol videos, playable here with captions (ADR 0085), each linking to its protocol. */
export const loader = languageListLoader("videos", listVideos);

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { videos } = loaderData;
  return (
    <ContentPage
      title={t("content.page.videos")}
      summary={t("content.videos.intro")}
      className="videos-page"
    >
      {videos.length ? (
        <ul className="video-grid">
          {videos.map((v) => {
            const href = v.protocol ? `/${lang}/bpdetail?id=${v.protocol.id}&type=${v.protocol.kind}` : null;
            return (
              <li key={v.id} className="video-card">
                <div className="video-card__poster">
                  <VideoPlayer src={v.src} poster={v.posterUrl} title={v.title} />
                </div>
                <h2 className="video-card__title">{href ? <Link to={href}>{v.title}</Link> : v.title}</h2>
                <p className="video-card__meta">
                  <time dateTime={v.publishedOn}>{formatDate(v.publishedOn, lang)}</time>
                  <span>{t("content.videos.duration", { duration: videoClock(v.durationSeconds) })}</span>
                </p>
                {href ? (
                  <p>
                    <Link to={href}>{t("content.videos.readProtocol")}</Link>
                  </p>
                ) : (
                  <p className="empty-note">{t("content.videos.protocolPending")}</p>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="empty-note">{t("content.videos.empty")}</p>
      )}
    </ContentPage>
  );
}
