import { z } from "zod";
import { isCategoryId } from "../categories/categories";
import {
  AUTHORS_MAX_CHARS,
  COVER_LETTER_MAX_CHARS,
  INVITATION_CODE_MAX_CHARS,
  TITLE_MAX_CHARS,
  WAIVER_REASON_MAX_CHARS,
} from "./limits";
import { choice, emailField, optionalText, requiredText, uploadToken } from "./fields";
import type { FormSchema } from "./parse-form-values";

export const SUBMISSION_ROUTES = ["invitation", "self"] as const;
/** Article-processing-fee waiver (SPEC §9): none, full or partial. */
export const WAIVER_CHOICES = ["none", "full", "partial"] as const;

const schema = z
  .object({
    route: choice(SUBMISSION_ROUTES, "forms.submission.routeRequired"),
    invitationCode: optionalText(INVITATION_CODE_MAX_CHARS, "forms.submission.codeInvalid"),
    email: emailField(),
    title: requiredText(TITLE_MAX_CHARS, "forms.submission.titleRequired"),
    authors: requiredText(AUTHORS_MAX_CHARS, "forms.submission.authorsRequired"),
    categoryId: z
      .string()
      .refine((v) => isCategoryId(Number(v)), "forms.submission.categoryRequired")
      .transform(Number),
    coverLetter: optionalText(COVER_LETTER_MAX_CHARS),
    manuscriptToken: uploadToken(true),
    supplementaryToken: uploadToken(false),
    waiver: choice(WAIVER_CHOICES, "forms.submission.waiverRequired"),
    waiverReason: optionalText(WAIVER_REASON_MAX_CHARS),
  })
  .superRefine((v, ctx) => {
    if (v.route === "invitation" && v.invitationCode === "") {
      ctx.addIssue({ code: "custom", path: ["invitationCode"], message: "forms.submission.codeRequired" });
    }
    if ((v.waiver === "full" || v.waiver === "partial") && v.waiverReason === "") {
      ctx.addIssue({ code: "custom", path: ["waiverReason"], message: "forms.submission.waiverReasonRequired" });
    }
  });

export type SubmissionInput = z.infer<typeof schema>;

export const submissionForm: FormSchema<SubmissionInput> = { schema, arrayFields: [] };
