import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import { z } from "zod";
import { JOURNAL } from "@core/config/constants";
import { DEMO_DOI_PREFIX } from "@core/protocols/protocol-doi";
import { parseUploadStorageLocation, type UploadStorageLocation } from "@core/uploads/upload-storage-location";

/**
 * The server's configuration: environment variables, checked once at start-up. A bad value stops
 * the server with a message that names the variable.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** How many server processes share the port (ADR 0119): one per core unless set; 1 runs no cluster. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  DATABASE_URL: z
    .string()
    .min(1)
    .default("data/journal.sqlite")
    .refine((v) => !/^[a-z]+:\/\//i.test(v) || /^postgres(ql)?:\/\//.test(v), {
      message: "must be a postgres:// URL or a SQLite file path",
    }),
  /** The one site origin for every absolute URL (ADR 0080); unset: http://localhost:PORT. */
  PUBLIC_URL: z
    .url()
    .optional()
    .refine((v) => v === undefined || !URL.canParse(v) || /^https?:$/.test(new URL(v).protocol), { message: "must be an http:// or https:// URL" }),
  /**
   * Which reverse proxies may set X-Forwarded-For/-Proto/-Host (ADR 0080). Unset: none, the headers are
   * ignored. A hop count ("1"), or a comma-separated list of addresses, CIDR ranges or loopback/linklocal/uniquelocal.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => v?.trim() || null)
    .refine((v) => v === null || /^[1-9]\d?$/.test(v) || v.split(",").every((p) => isTrustedProxyItem(p.trim())), {
      message: "must be a hop count (1-99) or a comma-separated list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal",
    })
    .transform((v): number | string | false => (v === null ? false : /^\d+$/.test(v) ? Number(v) : v)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_PROTOCOLS: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  SKIP_SEED: z.enum(["0", "1"]).default("0"),
  /** How many visitors' pages one server process keeps in memory (ADR 0118); 0 turns the cache off. */
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  /** Where `react-router build` wrote the bundle (react-router.config.ts reads the same variable). */
  BUILD_DIR: z.string().min(1).default("build"),
  /** The footer's "other links" (SPEC §2.3); "{lang}" is replaced by en or cn. */
  EXCHANGE_URL: z.string().min(1).default("/{lang}/questions"),
  PREPRINTS_URL: z.string().min(1).default("/{lang}/preprints"),
  WEBINARS_URL: z.string().min(1).default("/{lang}/webinars"),
  COURSE_URL: z.string().min(1).default("/cn/webinars"),
  /** Hosts whose pages never send client error reports (SPEC §7 "skipped on local or test hosts"); comma-separated. */
  FE_REPORT_SKIP_HOSTS: z
    .string()
    .default("localhost,127.0.0.1")
    .transform((v) => v.split(",").map((h) => h.trim().toLowerCase()).filter(Boolean)),
  /** A same-origin path of a self-hosted page-view analytics script (e.g. /stats/script.js); unset: none. */
  ANALYTICS_SCRIPT_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || null)
    .refine((v) => v === null || /^\/(?!\/)[^\s\\]*$/.test(v), { message: "must be a path on this site, e.g. /stats/script.js" }),
  /** Forms' e-mail (ADR 0042): smtp://user:pass@host:587 or smtps://…; unset: mail goes to the outbox table and .eml files in MAIL_DIR. */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || null)
    .refine((v) => v === null || /^smtps?:\/\//.test(v), { message: "must be an smtp:// or smtps:// URL" }),
  MAIL_FROM: z.string().min(3).default("OPLS <no-reply@opls.example.org>"),
  /** The editorial office: receives every form's notification; replies to confirmations go there. */
  EDITORIAL_EMAIL: z.email().default("editorial@opls.example.org"),
  MAIL_DIR: z.string().min(1).default("data/mail"),
  /** Uploaded files, outside the web root (ADR 0041), when UPLOAD_STORAGE is the local disk. */
  UPLOAD_DIR: z.string().min(1).default("data/uploads"),
  /** Where uploads are kept (ADR 0123): unset or `file`, UPLOAD_DIR; `s3://bucket[/prefix]`, an S3-compatible bucket. */
  UPLOAD_STORAGE: z
    .string()
    .optional()
    .transform((v) => parseUploadStorageLocation(v))
    .refine((v) => v !== null, { message: "must be file, s3://bucket or s3://bucket/prefix (a valid S3 bucket name)" })
    .transform((v) => v ?? { kind: "file" as const }),
  /** The S3 storage's server and account, under the AWS SDK's standard names (read only with UPLOAD_STORAGE=s3://…). */
  AWS_ENDPOINT_URL_S3: z.string().optional().transform((v) => v?.trim() || undefined),
  AWS_ENDPOINT_URL: z.string().optional().transform((v) => v?.trim() || undefined),
  AWS_REGION: z.string().optional().transform((v) => v?.trim() || undefined),
  AWS_ACCESS_KEY_ID: z.string().optional().transform((v) => v?.trim() || undefined),
  AWS_SECRET_ACCESS_KEY: z.string().optional().transform((v) => v || undefined),
  AWS_SESSION_TOKEN: z.string().optional().transform((v) => v || undefined),
  /** Rendered protocol PDFs (ADR 0083; read by app/lib/protocol-pdf.server.ts): shared by all servers. */
  PDF_DIR: z.string().min(1).default("data/pdfs"),
  /** The journal's DOI registrant prefix (ADR 0090); the seeded demo journal uses 10.99999. */
  DOI_PREFIX: z
    .string()
    .regex(/^10\.\d{4,9}$/, { message: "must be a DOI prefix like 10.12345" })
    .default(DEMO_DOI_PREFIX),
  /** Crossref deposits (ADR 0090): who deposits; the e-mail gets Crossref's batch reports (default EDITORIAL_EMAIL). */
  CROSSREF_DEPOSITOR_NAME: z.string().min(1).max(130).default(JOURNAL.publisherEn),
  CROSSREF_DEPOSITOR_EMAIL: z.email().optional(),
  /** Crossref's deposit endpoint, e.g. https://test.crossref.org/servlet/deposit; unset: batches are only written. */
  CROSSREF_DEPOSIT_URL: z.url().optional(),
  CROSSREF_USER: z.string().min(1).optional(),
  CROSSREF_PASSWORD: z.string().min(1).optional(),
}).superRefine(checkS3UploadSettings);

/** UPLOAD_STORAGE is null when its own check failed: zod still runs the object's refinement. */
type S3UploadSettings = { UPLOAD_STORAGE: UploadStorageLocation | null } & Partial<
  Record<"AWS_ENDPOINT_URL_S3" | "AWS_ENDPOINT_URL" | "AWS_REGION" | "AWS_ACCESS_KEY_ID" | "AWS_SECRET_ACCESS_KEY", string>
>;

/** With uploads in S3: the endpoint must be an http(s) URL, AWS itself needs a region, and keys come in pairs. */
function checkS3UploadSettings(env: S3UploadSettings, ctx: z.RefinementCtx): void {
  if (env.UPLOAD_STORAGE?.kind !== "s3") return;
  const endpoint = env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  if (endpoint !== undefined && !(URL.canParse(endpoint) && /^https?:$/.test(new URL(endpoint).protocol))) {
    const name = env.AWS_ENDPOINT_URL_S3 ? "AWS_ENDPOINT_URL_S3" : "AWS_ENDPOINT_URL";
    ctx.addIssue({ code: "custom", path: [name], message: "must be an http:// or https:// URL of the S3-compatible server" });
  }
  if (endpoint === undefined && !env.AWS_REGION) {
    ctx.addIssue({ code: "custom", path: ["AWS_REGION"], message: "is needed with UPLOAD_STORAGE=s3://… on AWS (no AWS_ENDPOINT_URL_S3)" });
  }
  if (!env.AWS_ACCESS_KEY_ID !== !env.AWS_SECRET_ACCESS_KEY) {
    const missing = env.AWS_ACCESS_KEY_ID ? "AWS_SECRET_ACCESS_KEY" : "AWS_ACCESS_KEY_ID";
    ctx.addIssue({ code: "custom", path: [missing], message: "must be set with its pair, or both left to the AWS SDK's default chain" });
  }
}

function isTrustedProxyItem(item: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(item)) return true;
  const [address, bits, extra] = item.split("/");
  if (extra !== undefined || !isIP(address ?? "")) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address ?? "") === 6 ? 128 : 32));
}

export type Env = z.infer<typeof envSchema>;

/** The site's one origin (ADR 0080): PUBLIC_URL, else http://localhost:PORT. Never taken from a request. */
export function configuredOrigin(env: Pick<Env, "PUBLIC_URL" | "PORT">): string {
  return new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
