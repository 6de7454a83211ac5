import { Link } from "react-router";
import type { Route } from "./+types/videos";
import { listVideos } from "@core/videos/list-videos";
import { formatDate } from "@core/dates/format-date";
import { guardLanguage } from "~/lib/language-guard.server";
import { useI18n } from "~/i18n/translate";
import { ContentPage } from "~/components/content/ContentPage";

/** /{lang}/videos: the protocol videos (the home page's "latest protocol video" leads here), each linking to its protocol. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  return { videos: await listVideos(context.db, lang) };
}

/** 742 → "12:22". */
function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { videos } = loaderData;
  return (
    <ContentPage
      title={t("content.page.videos")}
      description={t("content.videos.intro")}
      intro={t("content.videos.intro")}
      className="videos-page"
    >
      {videos.length ? (
        <ul className="video-grid">
          {videos.map((v) => {
            const href = v.protocol ? `/${lang}/bpdetail?id=${v.protocol.id}&type=${v.protocol.kind}` : null;
            // The title follows the poster, so the still is decorative for screen readers.
            const poster = <img src={v.posterUrl} alt="" width={480} height={270} loading="lazy" />;
            return (
              <li key={v.id} className="video-card">
                <div className="video-card__poster">
                  {href ? (
                    <Link to={href} tabIndex={-1} aria-hidden="true">
                      {poster}
                    </Link>
                  ) : (
                    poster
                  )}
                  <span className="video-card__duration">{clock(v.durationSeconds)}</span>
                </div>
                <h2 className="video-card__title">{href ? <Link to={href}>{v.title}</Link> : v.title}</h2>
                <p className="video-card__meta">
                  <time dateTime={v.publishedOn}>{formatDate(v.publishedOn, lang)}</time>
                  <span>{t("content.videos.duration", { duration: clock(v.durationSeconds) })}</span>
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
