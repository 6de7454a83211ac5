import { useId } from "react";
import type { AdChart } from "~/lib/ad-statistics-chart.server";
import { useI18n } from "~/i18n/translate";

/**
 * The views and clicks chart of a statistics page (ADR 0113): an SVG drawn from geometry the server computed, so it
 * shows without JavaScript and costs the page no chart library. For screen readers it is one image whose title
 * and description say what it shows and sum it up; the table after it has every figure.
 */
export function AdStatisticsChart({ chart, summary }: { chart: AdChart; summary: string }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <figure className="editorial-ad-chart">
      <div className="editorial-ad-chart__scroll">
        <svg
          viewBox={`0 0 ${chart.width} ${chart.height}`}
          width={chart.width}
          height={chart.height}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>{t("editorial.ads.stats.chartTitle")}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {chart.panels.map((panel) => (
            <g key={panel.key} className={`editorial-ad-chart__panel editorial-ad-chart__panel--${panel.key}`}>
              <text x={chart.left} y={panel.top - 8} className="editorial-ad-chart__heading">
                {t(panel.key === "views" ? "editorial.ads.stats.views" : "editorial.ads.stats.clicks")}
              </text>
              {panel.yTicks.map((tick) => (
                <g key={tick.label}>
                  <line x1={chart.left} x2={chart.right} y1={tick.y} y2={tick.y} className="editorial-ad-chart__grid" />
                  <text x={chart.left - 6} y={tick.y} dy="0.32em" textAnchor="end" className="editorial-ad-chart__tick">
                    {tick.label}
                  </text>
                </g>
              ))}
              {chart.xTicks.map((tick) => (
                <text
                  key={tick.x}
                  x={tick.x}
                  y={panel.bottom + 16}
                  textAnchor="middle"
                  className="editorial-ad-chart__tick"
                >
                  {tick.label}
                </text>
              ))}
              <path d={panel.area} className="editorial-ad-chart__area" />
              <path d={panel.line} className="editorial-ad-chart__line" />
              {panel.dots.map((dot) => (
                <circle key={dot.x} cx={dot.x} cy={dot.y} r={2.5} className="editorial-ad-chart__dot" />
              ))}
            </g>
          ))}
        </svg>
      </div>
      <figcaption className="forms-hint">{t("editorial.ads.stats.chartCaption")}</figcaption>
    </figure>
  );
}
