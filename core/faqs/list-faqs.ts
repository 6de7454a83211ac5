import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { localized } from "../content/localized";
import { renderMarkdown } from "../content/render-markdown";
import { slugify } from "../content/slugify";

export interface Faq {
  id: number;
  question: string;
  /** The answer's Markdown rendered to safe HTML. */
  answerHtml: string;
}

export interface FaqTopic {
  /** Anchor of the topic's section (from the English topic name, so it is the same in both languages). */
  id: string;
  title: string;
  faqs: Faq[];
}

/** The published FAQs in the page's language, grouped by topic; topics in the order of their first question. */
export async function listFaqs(db: Db, lang: Lang): Promise<FaqTopic[]> {
  const rows = await db.selectFrom("faqs").selectAll().where("state", "=", "published").orderBy("sort_order").orderBy("id").execute();
  const topics = new Map<string, FaqTopic>();
  for (const r of rows) {
    const key = r.topic_en.trim();
    let topic = topics.get(key);
    if (!topic) {
      topic = {
        id: `topic-${slugify(key) || topics.size + 1}`,
        title: localized(lang, r.topic_en, r.topic_cn),
        faqs: [],
      };
      topics.set(key, topic);
    }
    topic.faqs.push({
      id: r.id,
      question: localized(lang, r.question_en, r.question_cn),
      answerHtml: renderMarkdown(localized(lang, r.answer_en, r.answer_cn), { idPrefix: `faq-${r.id}-` }).html,
    });
  }
  return [...topics.values()];
}
