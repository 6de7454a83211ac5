import path from "node:path";
import { createMailTransport } from "@core/mail/create-mail-transport";
import type { MailTransport } from "@core/mail/mail-transport";
import { createFileUploadStorage, type UploadStorage } from "@core/uploads/upload-storage";
import type { Env } from "./env";

/** What the forms need from the server: how mail leaves, where uploads live, who the office is. */
export interface FormsServices {
  mail: MailTransport;
  uploads: UploadStorage;
  editorialEmail: string;
}

type FormsEnv = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "EDITORIAL_EMAIL" | "MAIL_DIR" | "UPLOAD_DIR">;

/** Built once at start-up from the configuration; relative directories are taken from the project root. */
export function createFormsServices(env: FormsEnv, root: string): FormsServices {
  return {
    mail: createMailTransport({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      mailDir: path.resolve(root, env.MAIL_DIR),
    }),
    uploads: createFileUploadStorage(path.resolve(root, env.UPLOAD_DIR)),
    editorialEmail: env.EDITORIAL_EMAIL,
  };
}
