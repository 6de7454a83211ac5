import path from "node:path";
import type { AppLoadContext } from "react-router";
import { readEnv } from "@server/env";
import { createFormsServices, type FormsServices } from "@server/forms-services";
import type { MailSettings } from "@core/mail/email-message";
import { mailTranslate } from "./mail-translate";

let fallback: FormsServices | null = null;

/** The forms' services of this server (load context), or ones built from the environment when absent. */
export function formsServicesOf(context: AppLoadContext): FormsServices {
  if (context.forms) return context.forms;
  fallback ??= createFormsServices(readEnv(), path.resolve(process.cwd()));
  return fallback;
}

/** What core needs to compose this request's e-mails: the catalogue, the site's origin, the office. */
export function mailSettingsOf(context: AppLoadContext, request: Request): MailSettings {
  return {
    t: mailTranslate,
    origin: context.publicUrl ?? new URL(request.url).origin,
    editorialEmail: formsServicesOf(context).editorialEmail,
  };
}
