import type { MailTranslate } from "@core/mail/email-message";
import "~/i18n/catalogues.server";
import { translate, type MessageKey } from "~/i18n/translate";

/** The string catalogue as core's e-mail composers take it (keys are checked by tests/unit/forms-mail.test.ts). */
export const mailTranslate: MailTranslate = (lang, key, values) => translate(lang, key as MessageKey, values);
