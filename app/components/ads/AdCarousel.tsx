import { useCallback, useEffect, useRef, useState } from "react";
import { AD_AUTOPLAY_MS, NARROW_MAX_WIDTH_PX } from "@core/config/constants";
import { AD_IMAGE_SIZES } from "@core/ads/ad-slots";
import { TRACK_POINTS } from "@core/tracking/track-points";
import { useI18n } from "~/i18n/translate";
import { sendAdEvent } from "./ad-events";
import type { Advertisement } from "./frame-ads";
import { useAdImpressions } from "./use-ad-impressions";
import { useCarouselEngine } from "./use-carousel-engine";
import { useHydrated } from "~/components/content/use-hydrated";
import { RenditionSources } from "~/components/content/ResponsiveImage";
import { uploadedImageSources } from "@core/images/uploaded-image-names";

export type AdVariant = "top" | "bottom";

const NARROW_MEDIA = `(max-width: ${NARROW_MAX_WIDTH_PX}px)`;

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * One ad slot: a single ad, or several in a looping carousel (SPEC §7: 6,000 ms autoplay) that pauses while
 * the pointer is over it or focus is in it, with previous / next / pause buttons (WAI-ARIA carousel pattern).
 * Each ad is a link with its title (in the page's language) as the image's alternative text; `img_mobile`
 * is used on narrow screens. Views and clicks are reported (SPEC §7).
 */
export function AdCarousel({ ads, variant }: { ads: Advertisement[]; variant: AdVariant }) {
  const { lang, t } = useI18n();
  const several = ads.length > 1;
  const viewportRef = useRef<HTMLDivElement>(null);
  const engine = useCarouselEngine(
    viewportRef,
    several,
    // The top banner is not shown on narrow screens (SPEC §2.6: desktop): no carousel runs there, nor loads.
    variant === "top" ? NARROW_MEDIA : null,
    { loop: true },
    { delay: AD_AUTOPLAY_MS, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false },
  );
  const api = engine?.api;
  const autoplay = engine?.autoplay;
  // A single ad needs no carousel code: the slot is ready once hydrated.
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(0);
  // The reader's pause: state for the button's label, and a ref for the handlers and the carousel's late start.
  const [userPaused, setUserPaused] = useState(false);
  const paused = useRef(false);
  const hovered = useRef(false);
  const focused = useRef(false);
  const root = useRef<HTMLElement>(null);
  useAdImpressions(root, ads.map((a) => a.display_number));

  const play = useCallback(() => {
    try {
      autoplay?.play();
    } catch {
      // The carousel has stopped (the screen no longer shows the slot) since this was called.
    }
  }, [autoplay]);
  const resume = useCallback(() => {
    if (!paused.current && !hovered.current && !focused.current) play();
  }, [play]);

  // A press of previous or next before the carousel's code is here (it loads after hydration, ADR 0134) is kept and
  // carried out when it arrives, rather than lost.
  const earlySteps = useRef(0);
  const step = (by: 1 | -1) => {
    if (api) {
      if (by > 0) api.scrollNext();
      else api.scrollPrev();
    } else earlySteps.current += by;
  };
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    if (earlySteps.current !== 0) {
      const count = api.scrollSnapList().length;
      api.scrollTo((((api.selectedScrollSnap() + earlySteps.current) % count) + count) % count);
      earlySteps.current = 0;
    }
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api]);
  // The rotation starts once the carousel's code is here, unless the reader has paused it, points at it or is in
  // it. Motion on request only: readers who ask for reduced motion start with it paused.
  useEffect(() => {
    if (!autoplay) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      paused.current = true;
      setUserPaused(true);
    } else resume();
  }, [autoplay, resume]);

  // The boxes reserve the slot's shape (pc, mobile), so nothing moves when the images load.
  const [pcWidth, pcHeight] = AD_IMAGE_SIZES[variant].pc;
  const [mobileWidth, mobileHeight] = AD_IMAGE_SIZES[variant].mobile;
  return (
    <section
      ref={root}
      className={`ad-carousel ad-carousel--${variant}`}
      aria-roledescription="carousel"
      aria-label={t("ads.carousel")}
      data-ready={api || (!several && hydrated) ? "true" : undefined}
      onMouseEnter={() => {
        hovered.current = true;
        autoplay?.stop();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        resume();
      }}
      onFocus={() => {
        focused.current = true;
        autoplay?.stop();
      }}
      onBlur={(e) => {
        if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
        focused.current = false;
        resume();
      }}
    >
      <div className="ad-carousel__viewport" ref={viewportRef}>
        <div className="ad-carousel__slides" aria-live={several && !userPaused ? "off" : "polite"}>
          {ads.map((ad, i) => {
            const title = lang === "cn" ? ad.title_cn : ad.title_en;
            const current = i === selected;
            return (
              <div
                key={ad.display_number}
                className="ad-carousel__slide"
                role={several ? "group" : undefined}
                aria-roledescription={several ? "slide" : undefined}
                aria-label={several ? t("ads.slide", { index: i + 1, count: ads.length }) : undefined}
                aria-current={several && current ? "true" : undefined}
                inert={several && !current ? true : undefined}
                data-display-number={ad.display_number}
              >
                <a
                  href={ad.url}
                  className="ad-carousel__link"
                  rel={isExternal(ad.url) ? "sponsored noopener" : "sponsored"}
                  target={isExternal(ad.url) ? "_blank" : undefined}
                  data-track={TRACK_POINTS.adClick}
                  data-track-value={JSON.stringify({ display_number: ad.display_number, slot: variant })}
                  onClick={() => sendAdEvent("clicks", ad.display_number)}
                  onAuxClick={(e) => {
                    if (e.button === 1) sendAdEvent("clicks", ad.display_number);
                  }}
                >
                  <picture>
                    <BannerSources src={ad.img_mobile} media={NARROW_MEDIA} width={mobileWidth} height={mobileHeight} />
                    <BannerSources src={ad.img_pc} width={pcWidth} height={pcHeight} />
                    <img
                      src={ad.img_pc}
                      alt={title}
                      width={pcWidth}
                      height={pcHeight}
                      // The top banner is hidden on narrow screens: lazy images there are never fetched.
                      loading={variant === "bottom" && i === 0 ? "eager" : "lazy"}
                      decoding="async"
                    />
                  </picture>
                </a>
              </div>
            );
          })}
        </div>
      </div>
      <span className="ad-carousel__tag" aria-hidden="true">
        {t("ads.label")}
      </span>
      {several ? (
        <div className="ad-carousel__controls">
          <button type="button" className="ad-carousel__button" aria-label={t("ads.previous")} onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="ad-carousel__button"
            aria-label={userPaused ? t("ads.play") : t("ads.pause")}
            onClick={() => {
              paused.current = !userPaused;
              if (userPaused) {
                setUserPaused(false);
                play();
              } else {
                setUserPaused(true);
                autoplay?.stop();
              }
            }}
          >
            <span aria-hidden="true">{userPaused ? "▶" : "❚❚"}</span>
          </button>
          <button type="button" className="ad-carousel__button" aria-label={t("ads.next")} onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * A banner's `<source>`s (ADR 0137): an uploaded one's AVIF and WebP renditions (its box's width and twice that), then,
 * for the narrow banner, its own file; the wide banner's file is the `<img>` itself. A banner never grows past its box.
 */
function BannerSources({ src, media, width, height }: { src: string; media?: string; width?: number; height?: number }) {
  const found = uploadedImageSources(src);
  return (
    <>
      {found ? (
        <RenditionSources renditions={found} sizes={width ? `min(100vw, ${width}px)` : undefined} media={media} width={width} height={height} />
      ) : null}
      {media ? <source media={media} srcSet={src} width={width} height={height} /> : null}
    </>
  );
}
