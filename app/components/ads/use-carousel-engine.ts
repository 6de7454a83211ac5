import { useEffect, useState, type RefObject } from "react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoplayOptionsType, AutoplayType } from "embla-carousel-autoplay";

export interface CarouselEngine {
  api: EmblaCarouselType;
  autoplay: AutoplayType;
}

/**
 * The carousel's code (Embla, ~9 kB gzipped) is fetched after the page is interactive, and only by a slot that
 * rotates where it is shown (issue 16 §3, ADR 0134: no code on the first load for what the first paint does not
 * need). The slides are server markup that shows the first ad meanwhile. Browser only: the server build holds no
 * dynamic import() (ADR 0120).
 */
const loadEmbla = import.meta.env.SSR
  ? null
  : () => Promise.all([import("embla-carousel"), import("embla-carousel-autoplay")]);

/**
 * Embla on `viewport` once loaded, while `active` and the screen does not match `hiddenMedia` (a media query under
 * which the slot is not shown); null before that, and when there is nothing to rotate.
 */
export function useCarouselEngine(
  viewport: RefObject<HTMLElement | null>,
  active: boolean,
  hiddenMedia: string | null,
  options: EmblaOptionsType,
  autoplayOptions: AutoplayOptionsType,
): CarouselEngine | null {
  const [engine, setEngine] = useState<CarouselEngine | null>(null);
  // The options are plain values that follow from the slot's kind; read once per activation.
  const settings = JSON.stringify([options, autoplayOptions]);
  useEffect(() => {
    const element = viewport.current;
    if (!active || !element || !loadEmbla) return;
    const load = loadEmbla;
    const hidden = hiddenMedia ? window.matchMedia(hiddenMedia) : null;
    let api: EmblaCarouselType | null = null;
    let ended = false;
    let loading = false;
    const stop = () => {
      api?.destroy();
      api = null;
      setEngine(null);
    };
    const start = () => {
      if (loading || api || hidden?.matches) return;
      loading = true;
      void load().then(([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        loading = false;
        if (ended || hidden?.matches) return;
        const [emblaOptions, playOptions] = JSON.parse(settings) as [EmblaOptionsType, AutoplayOptionsType];
        const autoplay = Autoplay(playOptions);
        api = EmblaCarousel(element, emblaOptions, [autoplay]);
        setEngine({ api, autoplay });
      });
    };
    // A slot hidden on this screen starts when the screen changes to show it, and stops when it hides it again.
    const onChange = () => (hidden?.matches ? stop() : start());
    hidden?.addEventListener("change", onChange);
    start();
    return () => {
      ended = true;
      hidden?.removeEventListener("change", onChange);
      stop();
    };
  }, [viewport, active, hiddenMedia, settings]);
  return engine;
}
