import { z } from "zod";
import {
  AFFILIATION_MAX_CHARS,
  DOI_OR_URL_MAX_CHARS,
  NAME_MAX_CHARS,
  PLACE_MAX_CHARS,
  PSI_SUMMARY_MAX_CHARS,
  PSI_SUMMARY_MAX_WORDS,
  TITLE_MAX_CHARS,
} from "./limits";
import { isCategoryId } from "../categories/categories";
import { countWords } from "../questions/count-words";
import { checkbox, choice, emailField, optionalText, requiredText, uploadToken, type EmailMessages } from "./fields";
import { normalizeDoiOrUrl } from "./doi-or-url";
import type { FormSchema } from "./parse-form-values";

/** SPEC §3: the three validation methods. */
export const VALIDATION_METHODS = ["own_article", "reproduced_article", "validation_data"] as const;
export type ValidationMethod = (typeof VALIDATION_METHODS)[number];

/** SPEC §3 names the manuscript status without its values; ours are in ADR 0044. */
export const MANUSCRIPT_STATUSES = ["planned", "in_preparation", "complete", "submitted_elsewhere"] as const;
export type ManuscriptStatus = (typeof MANUSCRIPT_STATUSES)[number];

/** SPEC §5 Pre-submission form: its own e-mail messages. */
export const PSI_EMAIL_MESSAGES: EmailMessages = {
  required: "forms.psi.emailRequired",
  format: "forms.psi.emailFormat",
  tooLong: "forms.email.tooLong",
};

/** Methods that rest on an article: the article's DOI or URL is needed. */
const NEEDS_ARTICLE: readonly string[] = ["own_article", "reproduced_article"];

const schema = z
  .object({
    firstName: requiredText(NAME_MAX_CHARS, "forms.psi.firstNameRequired"),
    middleName: optionalText(NAME_MAX_CHARS),
    lastName: requiredText(NAME_MAX_CHARS, "forms.psi.lastNameRequired"),
    department: optionalText(AFFILIATION_MAX_CHARS),
    affiliation: requiredText(AFFILIATION_MAX_CHARS, "forms.psi.affiliationRequired"),
    city: optionalText(PLACE_MAX_CHARS),
    country: requiredText(PLACE_MAX_CHARS, "forms.field.countryRequired"),
    email: emailField(PSI_EMAIL_MESSAGES),
    isCorresponding: checkbox(),
    proposedTitle: requiredText(TITLE_MAX_CHARS, "forms.psi.titleRequired"),
    subjectCategoryId: z
      .string()
      .refine((v) => isCategoryId(Number(v)), "forms.psi.subjectRequired")
      .transform(Number),
    summary: requiredText(PSI_SUMMARY_MAX_CHARS, "forms.psi.summaryRequired", "forms.psi.summaryTooLong").refine(
      (v) => countWords(v) <= PSI_SUMMARY_MAX_WORDS,
      "forms.psi.summaryTooLong",
    ),
    validationMethod: choice(VALIDATION_METHODS, "forms.psi.validationRequired"),
    doiOrUrl: optionalText(DOI_OR_URL_MAX_CHARS).refine(
      (v) => v === "" || normalizeDoiOrUrl(v) !== null,
      "forms.psi.doiFormat",
    ),
    draftToken: uploadToken(false),
    manuscriptStatus: choice(MANUSCRIPT_STATUSES, "forms.psi.statusRequired"),
  })
  .superRefine((v, ctx) => {
    if (NEEDS_ARTICLE.includes(v.validationMethod) && v.doiOrUrl === "") {
      ctx.addIssue({ code: "custom", path: ["doiOrUrl"], message: "forms.psi.doiRequired" });
    }
  });

export type PsiInput = z.infer<typeof schema>;

export const psiForm: FormSchema<PsiInput> = { schema, arrayFields: [] };
