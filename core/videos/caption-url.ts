import type { Lang } from "../config/constants";

/** The languages a protocol video has captions in, as BCP 47 tags for `<track srclang>`. */
export const CAPTION_LANGUAGES = { en: "en", cn: "zh" } as const satisfies Record<Lang, string>;

/**
 * A video's captions sit beside it, one WebVTT file a language (ADR 0085):
 * /videos/x.webm → /videos/x.en.vtt and /videos/x.zh.vtt.
 */
export function captionUrl(src: string, lang: Lang): string {
  return `${src.replace(/\.[a-z0-9]+$/i, "")}.${CAPTION_LANGUAGES[lang]}.vtt`;
}
