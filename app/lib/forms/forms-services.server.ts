import path from "node:path";
import type { AppLoadContext } from "react-router";
import { readEnv } from "@server/env";
import { createFormsServices, type FormsServices } from "@server/forms-services";
import type { MailSettings } from "@core/mail/email-message";
import { queueEmailDelivery, type DeliverEmails } from "@core/mail/queue-email-delivery";
import { mailTranslate } from "./mail-translate";
import { siteOrigin } from "../site-origin.server";

let fallback: FormsServices | null = null;

/** The forms' services of this server (load context), or ones built from the environment when absent. */
export function formsServicesOf(context: AppLoadContext): FormsServices {
  if (context.forms) return context.forms;
  fallback ??= createFormsServices(readEnv(), path.resolve(process.cwd()));
  return fallback;
}

/**
 * What core needs to compose this request's e-mails: the catalogue, the site's one origin (never the request's
 * Host, ADR 0080), the office. `_request` stays in the signature for the callers.
 */
export function mailSettingsOf(context: AppLoadContext, _request: Request): MailSettings {
  return {
    t: mailTranslate,
    origin: siteOrigin(context),
    editorialEmail: formsServicesOf(context).editorialEmail,
  };
}

/**
 * How this request's committed e-mails leave (ADR 0125): the `mail.deliver` job of the process's queue, or inline
 * where no queue runs. Every form, question and account e-mail goes this way.
 */
export function emailDeliveryOf(context: AppLoadContext): DeliverEmails {
  return (outboxIds) => queueEmailDelivery(context.db, formsServicesOf(context).mail, context.jobs ?? null, outboxIds);
}
