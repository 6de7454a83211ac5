import { z } from "zod";
import { AFFILIATION_MAX_CHARS, FULL_NAME_MAX_CHARS, MOTIVATION_MAX_CHARS, PLACE_MAX_CHARS } from "./limits";
import { checkbox, choice, emailField, requiredCheckbox, requiredText } from "./fields";
import type { FormSchema } from "./parse-form-values";

/** Career stages the programme is open to (content/…/ambassador.md "Eligibility"). */
export const AMBASSADOR_DEGREES = ["undergraduate", "masters", "doctoral", "postdoc", "other"] as const;
export type AmbassadorDegree = (typeof AMBASSADOR_DEGREES)[number];

const schema = z.object({
  name: requiredText(FULL_NAME_MAX_CHARS, "forms.ambassador.nameRequired"),
  email: emailField(),
  institution: requiredText(AFFILIATION_MAX_CHARS, "forms.ambassador.institutionRequired"),
  country: requiredText(PLACE_MAX_CHARS, "forms.field.countryRequired"),
  degree: choice(AMBASSADOR_DEGREES, "forms.ambassador.degreeRequired"),
  motivation: requiredText(MOTIVATION_MAX_CHARS, "forms.ambassador.motivationRequired"),
  /** SPEC §5 Terms: only people aged 18 or older. */
  adult: requiredCheckbox("forms.ambassador.adultRequired"),
  /** May the office list them on the public ambassador list if appointed (ADR 0110)? Optional, off by default. */
  listConsent: checkbox(),
});

export type AmbassadorInput = z.infer<typeof schema>;

export const ambassadorForm: FormSchema<AmbassadorInput> = { schema, arrayFields: [] };
