import { useEffect, useState, type RefObject } from "react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoplayOptionsType, AutoplayType } from "embla-carousel-autoplay";

export interface CarouselEngine {
  api: EmblaCarouselType;
  autoplay: AutoplayType;
}

/**
 * The carousel's code (Embla, ~9 kB gzipped) is fetched after the page is interactive, and only by a slot that
 * rotates (issue 16 §3: no code on the first load for what the first paint does not need). The slides are server
 * markup that shows the first ad meanwhile. Browser only: the server build holds no dynamic import() (ADR 0120).
 */
const loadEmbla = import.meta.env.SSR
  ? null
  : () => Promise.all([import("embla-carousel"), import("embla-carousel-autoplay")]);

/** Embla on `viewport` once loaded, while `active`; null before that and when there is nothing to rotate. */
export function useCarouselEngine(
  viewport: RefObject<HTMLElement | null>,
  active: boolean,
  options: EmblaOptionsType,
  autoplayOptions: AutoplayOptionsType,
): CarouselEngine | null {
  const [engine, setEngine] = useState<CarouselEngine | null>(null);
  // The options are plain values that follow from the slot's kind; read once per activation.
  const settings = JSON.stringify([options, autoplayOptions]);
  useEffect(() => {
    const element = viewport.current;
    if (!active || !element || !loadEmbla) return;
    let api: EmblaCarouselType | null = null;
    let ended = false;
    void loadEmbla().then(([{ default: EmblaCarousel }, { default: Autoplay }]) => {
      if (ended) return;
      const [emblaOptions, playOptions] = JSON.parse(settings) as [EmblaOptionsType, AutoplayOptionsType];
      const autoplay = Autoplay(playOptions);
      api = EmblaCarousel(element, emblaOptions, [autoplay]);
      setEngine({ api, autoplay });
    });
    return () => {
      ended = true;
      api?.destroy();
      setEngine(null);
    };
  }, [viewport, active, settings]);
  return engine;
}
