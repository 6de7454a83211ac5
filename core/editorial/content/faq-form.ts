import { LONG_TEXT_MAX_CHARS, NAME_MAX_CHARS, pairFields, requiredPair, SHORT_TEXT_MAX_CHARS } from "./content-fields";
import type { ContentKindSpec } from "./content-kind";

/**
 * FAQs (ADR 0112): a topic, a question and its Markdown answer, each in both languages. The FAQ page groups the
 * questions by English topic, topics in the order of their first question: a question moves within its topic.
 */
export const FAQ_SPEC: ContentKindSpec = {
  kind: "faqs",
  table: "faqs",
  entity: "faq",
  details: {
    ...requiredPair("topic", NAME_MAX_CHARS),
    ...requiredPair("question", SHORT_TEXT_MAX_CHARS),
    ...requiredPair("answer", LONG_TEXT_MAX_CHARS),
  },
  fields: [
    ...pairFields("topic", { required: true, hint: "topic" }),
    ...pairFields("question", { required: true }),
    ...pairFields("answer", { type: "textarea", rows: 8, required: true, hint: "markdown" }),
  ],
  label: ["question_en", "question_cn"],
  order: { manual: true, group: (row) => String(row.topic_en).trim() },
  longTexts: ["answer_en", "answer_cn"],
};
