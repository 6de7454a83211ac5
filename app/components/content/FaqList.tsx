import "virtual:messages/with/content";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { FaqTopic } from "@core/faqs/list-faqs";
import { useI18n } from "~/i18n/translate";
import { ProseHtml } from "./ProseHtml";
import { useHydrated } from "./use-hydrated";

/**
 * The FAQs by topic, each question a <details> that opens without scripts. "Expand all" and "Collapse all"
 * need scripts, so they stay hidden until the page is hydrated. A link to one question (#faq-12) opens it.
 */
export function FaqList({ topics }: { topics: readonly FaqTopic[] }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const list = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => {
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView();
    }
  }, [location.hash]);

  function setAll(open: boolean) {
    list.current?.querySelectorAll("details").forEach((d) => (d.open = open));
  }

  return (
    <div className="faqs">
      <div className="faqs__toolbar" hidden={!hydrated}>
        <button type="button" className="button button--secondary" onClick={() => setAll(true)}>
          {t("content.faqs.expandAll")}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setAll(false)}>
          {t("content.faqs.collapseAll")}
        </button>
      </div>
      <div ref={list}>
        {topics.map((topic) => (
          <section key={topic.id} className="faqs__topic" aria-labelledby={topic.id}>
            <h2 id={topic.id}>{topic.title}</h2>
            {topic.faqs.map((faq) => (
              <details key={faq.id} id={`faq-${faq.id}`} className="faq">
                <summary className="faq__question">{faq.question}</summary>
                <ProseHtml html={faq.answerHtml} className="faq__answer" />
              </details>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
