import { LANGUAGES } from "@core/config/constants";
import { widestRendition } from "@core/images/uploaded-image-names";
import { CAPTION_LANGUAGES, captionUrl } from "@core/videos/caption-url";
import { useI18n } from "~/i18n/translate";

/** The captions menu names each language in itself, as language pickers do. */
const TRACK_LABELS = { en: "English", cn: "中文" } as const;

/**
 * A protocol video with captions in both languages, the page's language shown by default (ADR 0085).
 * preload="none": nothing is fetched until the reader plays it. With "metadata" Chromium fetched each whole film
 * (200–280 kB, too short to stop at the header) as the page loaded, the home page's included; the duration is shown
 * beside the player instead (videoClock).
 * `poster` takes one URL and no `srcset`: an uploaded poster is shown as its widest WebP rendition, which every
 * browser the site supports reads, a quarter to a third smaller than its JPEG fallback (the demo's three posters through
 * the same function: 6.8–12.0 kB against 10.9–18.7 kB). The demo journal's posters are plain files, shown as they are.
 */
export function VideoPlayer({ src, poster, title, width = 640, height = 360 }: { src: string; poster: string; title: string; width?: number; height?: number }) {
  const { lang } = useI18n();
  return (
    <video className="video-player" controls preload="none" poster={widestRendition(poster, "webp") ?? poster} width={width} height={height} aria-label={title}>
      <source src={src} type="video/webm" />
      {LANGUAGES.map((l) => (
        <track key={l} kind="captions" src={captionUrl(src, l)} srcLang={CAPTION_LANGUAGES[l]} label={TRACK_LABELS[l]} default={l === lang} />
      ))}
    </video>
  );
}
