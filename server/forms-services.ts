import path from "node:path";
import { createMailTransport } from "@core/mail/create-mail-transport";
import type { MailTransport } from "@core/mail/mail-transport";
import { createFileUploadStorage, type UploadStorage } from "@core/uploads/upload-storage";
import { createS3UploadStorage } from "@core/uploads/s3-upload-storage";
import type { Env } from "./env";

/** What the forms need from the server: how mail leaves, where uploads live, who the office is. */
export interface FormsServices {
  mail: MailTransport;
  uploads: UploadStorage;
  /** Figures and covers, for every node to serve (ADR 0128): beside the uploads, in a namespace of their own. */
  figures: UploadStorage;
  editorialEmail: string;
}

type UploadEnv = Pick<
  Env,
  | "UPLOAD_DIR"
  | "UPLOAD_STORAGE"
  | "AWS_ENDPOINT_URL_S3"
  | "AWS_ENDPOINT_URL"
  | "AWS_REGION"
  | "AWS_ACCESS_KEY_ID"
  | "AWS_SECRET_ACCESS_KEY"
  | "AWS_SESSION_TOKEN"
>;
type FormsEnv = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "EDITORIAL_EMAIL" | "MAIL_DIR"> & UploadEnv;

/**
 * The figures' folder of the upload storage: a sub-folder of UPLOAD_DIR (the uploads' own folders are two hex
 * characters) or of the bucket's prefix, so a figure's key never names an uploaded file.
 */
const FIGURES_NAMESPACE = "figures";

/** Built once at start-up from the configuration; relative directories are taken from the project root. */
export function createFormsServices(env: FormsEnv, root: string): FormsServices {
  return {
    mail: createMailTransport({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      mailDir: path.resolve(root, env.MAIL_DIR),
    }),
    uploads: createUploadStorage(env, root),
    figures: createUploadStorage(env, root, FIGURES_NAMESPACE),
    editorialEmail: env.EDITORIAL_EMAIL,
  };
}

/**
 * The local disk under UPLOAD_DIR, or the S3 bucket of UPLOAD_STORAGE (ADR 0123). An endpoint (AWS_ENDPOINT_URL_S3,
 * else AWS_ENDPOINT_URL) means an S3-compatible server, addressed path-style, whose region defaults to us-east-1;
 * without keys the AWS SDK's default chain finds them (profile, container or instance role).
 */
function createUploadStorage(env: UploadEnv, root: string, namespace?: string): UploadStorage {
  const location = env.UPLOAD_STORAGE;
  if (location.kind === "file") return createFileUploadStorage(path.resolve(root, env.UPLOAD_DIR, namespace ?? ""));
  const endpoint = env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  const {
    AWS_ACCESS_KEY_ID: accessKeyId,
    AWS_SECRET_ACCESS_KEY: secretAccessKey,
    AWS_SESSION_TOKEN: sessionToken,
  } = env;
  return createS3UploadStorage({
    bucket: location.bucket,
    prefix: [location.prefix, namespace].filter(Boolean).join("/"),
    endpoint,
    region: env.AWS_REGION ?? "us-east-1",
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, sessionToken } : undefined,
  });
}
