import { z } from "zod";
import { optionalText } from "../forms/fields";
import type { FormSchema } from "../forms/parse-form-values";
import { NOTICE_KINDS, NOTICE_TEXT_MAX_CHARS } from "./notices/notice-rules";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => DAY.test(v) && !Number.isNaN(Date.parse(v));

/**
 * The office page of a protocol online (/{lang}/editorial/protocols/:id) posts small forms told apart by
 * `intent`: "version" (open the next version as a draft; the old form sent no intent, read as "version"),
 * "notice" (issue a correction, retraction or expression of concern) and "preprint" (link a preprint and its
 * peer-reviewed version). One schema, in the browser and on the server; each form's fields are checked only for
 * its intent.
 */
export const PROTOCOL_INTENTS = ["", "version", "notice", "preprint"] as const;

const schema = z
  .object({
    intent: z.enum(PROTOCOL_INTENTS, "forms.failed"),
    kind: z.string().trim(),
    noticeOn: z.string().trim(),
    textEn: z.string().trim().max(NOTICE_TEXT_MAX_CHARS, "forms.field.tooLong"),
    textCn: optionalText(NOTICE_TEXT_MAX_CHARS),
    /** The other protocol of a preprint link; empty removes the link. */
    linkedId: z.string().trim().regex(/^\d{0,9}$/, "editorial.preprintLink.error.id"),
  })
  .superRefine((v, ctx) => {
    if (v.intent !== "notice") return;
    if (!(NOTICE_KINDS as readonly string[]).includes(v.kind))
      ctx.addIssue({ code: "custom", path: ["kind"], message: "editorial.notices.error.kind" });
    if (!isDay(v.noticeOn)) ctx.addIssue({ code: "custom", path: ["noticeOn"], message: "editorial.notices.error.date" });
    if (!v.textEn) ctx.addIssue({ code: "custom", path: ["textEn"], message: "editorial.notices.error.textEn" });
  });

export type ProtocolActionInput = z.infer<typeof schema>;

export const protocolActionForm: FormSchema<ProtocolActionInput> = { schema, arrayFields: [] };
