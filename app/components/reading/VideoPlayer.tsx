import { LANGUAGES } from "@core/config/constants";
import { CAPTION_LANGUAGES, captionUrl } from "@core/videos/caption-url";
import { useI18n } from "~/i18n/translate";

/** The captions menu names each language in itself, as language pickers do. */
const TRACK_LABELS = { en: "English", cn: "中文" } as const;

/**
 * A protocol video with captions in both languages, the page's language shown by default (ADR 0085).
 * preload="none": nothing is fetched until the reader plays it. With "metadata" Chromium fetched each whole film
 * (200–280 kB, too short to stop at the header) as the page loaded, the home page's included; the duration is shown
 * beside the player instead (videoClock).
 */
export function VideoPlayer({ src, poster, title, width = 640, height = 360 }: { src: string; poster: string; title: string; width?: number; height?: number }) {
  const { lang } = useI18n();
  return (
    <video className="video-player" controls preload="none" poster={poster} width={width} height={height} aria-label={title}>
      <source src={src} type="video/webm" />
      {LANGUAGES.map((l) => (
        <track key={l} kind="captions" src={captionUrl(src, l)} srcLang={CAPTION_LANGUAGES[l]} label={TRACK_LABELS[l]} default={l === lang} />
      ))}
    </video>
  );
}
