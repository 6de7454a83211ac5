import "virtual:messages/with/content";
import { useEffect, useRef } from "react";
import type { TocEntry } from "@core/content/render-markdown";
import { NARROW_MAX_WIDTH_PX } from "@core/config/constants";
import { useI18n } from "~/i18n/translate";

/**
 * "On this page": the ## and ### headings of a long page. Open by default (it works without scripts); on a
 * narrow screen it folds once scripts run, so the text comes first.
 */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const { t } = useI18n();
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia(`(max-width: ${NARROW_MAX_WIDTH_PX}px)`).matches) details.current.open = false;
  }, []);
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <details ref={details} open>
        <summary id="toc-title">{t("content.toc.title")}</summary>
        <ol>
          {entries.map((e) => (
            <li key={e.id} className={`toc__item toc__item--${e.level}`}>
              <a href={`#${e.id}`}>{e.text}</a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
