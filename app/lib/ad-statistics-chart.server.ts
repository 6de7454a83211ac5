import { scaleLinear } from "d3-scale";
import { area, line } from "d3-shape";
import type { DayFigures } from "@core/ads/ad-statistics";
import type { Lang } from "@core/config/constants";
import { languageTag } from "@core/locale/language-tag";

/** One panel of the chart (views, or clicks): its shapes and y-axis, in the chart's coordinates. */
export interface AdChartPanel {
  key: "views" | "clicks";
  top: number;
  bottom: number;
  line: string;
  area: string;
  yTicks: { y: number; label: string }[];
  /** A dot per day when there are few enough days to tell them apart; else none. */
  dots: { x: number; y: number }[];
}

/** What the statistics page draws: plain numbers and SVG path strings, no library in the browser. */
export interface AdChart {
  width: number;
  height: number;
  left: number;
  right: number;
  xTicks: { x: number; label: string }[];
  panels: AdChartPanel[];
}

const WIDTH = 720;
const LEFT = 56;
const RIGHT = 24;
const PANEL_HEIGHT = 120;
const PANEL_TITLE = 22;
const GAP = 30;
const AXIS = 26;
const MAX_DAYS_WITH_DOTS = 62;
const MAX_X_TICKS = 7;

/** Evenly spread indexes of `n` days for the x-axis labels, first and last included. */
function tickIndexes(n: number): number[] {
  if (n <= MAX_X_TICKS) return Array.from({ length: n }, (_, i) => i);
  const step = Math.ceil((n - 1) / (MAX_X_TICKS - 1));
  const out: number[] = [];
  for (let i = 0; i < n - 1; i += step) out.push(i);
  // The last day is labelled; a tick too close before it gives way.
  if (n - 1 - out[out.length - 1]! < step / 2) out.pop();
  out.push(n - 1);
  return out;
}

/**
 * The geometry of the views and clicks chart of a statistics page (ADR 0113), computed on the server with
 * d3-scale and d3-shape, so the page is a plain SVG that needs no script and no chart library in the browser.
 * Two panels share the days axis, each with its own scale (clicks are a small fraction of views).
 */
export function adChartGeometry(days: readonly DayFigures[], lang: Lang): AdChart {
  const n = days.length;
  const x = scaleLinear()
    .domain(n > 1 ? [0, n - 1] : [-0.5, 0.5])
    .range([LEFT, WIDTH - RIGHT]);
  const numbers = new Intl.NumberFormat(languageTag(lang));
  const dayLabel = new Intl.DateTimeFormat(languageTag(lang), { month: "short", day: "numeric", timeZone: "UTC" });
  const panels = (["views", "clicks"] as const).map((key, i): AdChartPanel => {
    const top = PANEL_TITLE + i * (PANEL_HEIGHT + PANEL_TITLE + GAP);
    const bottom = top + PANEL_HEIGHT;
    const max = Math.max(0, ...days.map((d) => d[key]));
    const y = scaleLinear()
      .domain([0, Math.max(max, 4)])
      .nice(4)
      .range([bottom, top]);
    // Counts are whole numbers: no tick at 0.5.
    const yTicks = y
      .ticks(4)
      .filter((v) => Number.isInteger(v))
      .map((v) => ({ y: y(v), label: numbers.format(v) }));
    const at = (_: DayFigures, index: number) => x(index);
    const value = (d: DayFigures) => y(d[key]);
    return {
      key,
      top,
      bottom,
      line: line<DayFigures>().x(at).y(value)([...days]) ?? "",
      area: area<DayFigures>().x(at).y0(bottom).y1(value)([...days]) ?? "",
      yTicks,
      dots: n <= MAX_DAYS_WITH_DOTS ? days.map((d, index) => ({ x: x(index), y: y(d[key]) })) : [],
    };
  });
  const xTicks = tickIndexes(n).map((index) => ({
    x: x(index),
    label: dayLabel.format(new Date(`${days[index]!.day}T00:00:00Z`)),
  }));
  return {
    width: WIDTH,
    height: panels[panels.length - 1]!.bottom + AXIS,
    left: LEFT,
    right: WIDTH - RIGHT,
    xTicks,
    panels,
  };
}
