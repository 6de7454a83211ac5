import { z } from "zod";
import { AFFILIATION_MAX_CHARS, FULL_NAME_MAX_CHARS, PLACE_MAX_CHARS } from "./limits";
import { categoryIds, emailField, requiredText, uploadToken } from "./fields";
import { normalizeOrcid } from "./orcid";
import type { FormSchema } from "./parse-form-values";

const schema = z.object({
  name: requiredText(FULL_NAME_MAX_CHARS, "forms.reviewer.nameRequired"),
  email: emailField(),
  affiliation: requiredText(AFFILIATION_MAX_CHARS, "forms.reviewer.affiliationRequired"),
  country: requiredText(PLACE_MAX_CHARS, "forms.field.countryRequired"),
  areas: categoryIds().refine((ids) => ids.length > 0, "forms.reviewer.areasRequired"),
  orcid: z
    .string()
    .trim()
    .refine((v) => v === "" || normalizeOrcid(v) !== null, "forms.reviewer.orcidFormat")
    .transform((v) => (v === "" ? null : normalizeOrcid(v))),
  cvToken: uploadToken(true),
});

export type ReviewerInput = z.infer<typeof schema>;

export const reviewerForm: FormSchema<ReviewerInput> = { schema, arrayFields: ["areas"] };
