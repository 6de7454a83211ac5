import type { Lang } from "../config/constants";
import type { EmailMessage, MailSettings } from "./email-message";
import { renderEmail, type EmailBlock } from "./render-email";

/**
 * An e-mail to a reader in the journal's layout (renderEmail), in their language, whose replies go to the editorial
 * office (Reply-To); `headers` adds others before it.
 */
export function composeOfficeEmail(
  mail: MailSettings,
  lang: Lang,
  message: {
    to: string;
    subject: string;
    heading: string;
    blocks: readonly EmailBlock[];
    footer?: readonly EmailBlock[];
    headers?: Record<string, string>;
  },
): EmailMessage {
  const body = renderEmail(mail.t, lang, { heading: message.heading, blocks: message.blocks, footer: message.footer });
  return {
    to: message.to,
    subject: message.subject,
    ...body,
    headers: { ...message.headers, "Reply-To": mail.editorialEmail },
  };
}
