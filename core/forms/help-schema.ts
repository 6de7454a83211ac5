import { z } from "zod";
import { HELP_MESSAGE_MAX_CHARS } from "../config/constants";
import { emailField, optionalText, requiredText, uploadToken } from "./fields";
import type { FormSchema } from "./parse-form-values";

const schema = z.object({
  email: emailField(),
  /** SPEC §5 Help request: details required, at most 5,000 characters. */
  message: requiredText(HELP_MESSAGE_MAX_CHARS, "forms.help.messageRequired", "forms.help.messageTooLong"),
  screenshotToken: uploadToken(false),
  /** The page the reader came from (query `from`), to help the editors reproduce the problem. */
  pageUrl: optionalText(500),
});

export type HelpInput = z.infer<typeof schema>;

export const helpForm: FormSchema<HelpInput> = { schema, arrayFields: [] };
