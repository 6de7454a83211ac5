import { data, redirect, type AppLoadContext } from "react-router";
import type { Lang } from "@core/config/constants";
import type { Db } from "@core/db/client";
import { consumeRateLimit } from "@core/rate-limit/consume-rate-limit";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from "@core/forms/form-protocol";
import { idempotencyKey } from "@core/forms/fields";
import { FORM_RATE_LIMITS, type RateLimitedForm } from "@core/forms/limits";
import { parseFormValues, type FieldErrors, type FormSchema, type RawFormValues } from "@core/forms/parse-form-values";
import type { MailSettings } from "@core/mail/email-message";
import { findUploadByToken, type UploadSummary } from "@core/uploads/find-upload-by-token";
import type { UploadKind } from "@core/uploads/upload-kinds";
import { getSessionUser } from "~/lib/session.server";
import { emailDeliveryOf, formsServicesOf, mailSettingsOf } from "./forms-services.server";
import { readForm } from "./read-form.server";
import { uploadRefusalMessage } from "./upload-messages";
import type { FormActionData, UploadInfo } from "./form-action-data";
import { guardLanguage } from "~/lib/language-guard.server";

export interface FormFileSpec {
  /** The file input (no-JS post). */
  field: string;
  /** The hidden input with the stored upload's token (set by the upload endpoint, or here). */
  tokenField: string;
  kind: UploadKind;
}

export type SubmitOutcome =
  /** redirectTo: a path of this site to go to on success (an editor's new draft opens on its own page). */
  | { ok: true; reference: string | null; outcome?: string; emailIds: number[]; redirectTo?: string }
  | { ok: false; errors?: FieldErrors; formError?: string };

export interface FormActionSpec<T> {
  name: RateLimitedForm;
  /** False for a form whose natural key makes a retry harmless (alerts: the e-mail address). */
  idempotent?: boolean;
  form: FormSchema<T>;
  files?: readonly FormFileSpec[];
  submit(args: {
    db: Db;
    values: T;
    /** Per token field: the upload it names, or null when none was given. */
    uploads: Record<string, UploadSummary | null>;
    idempotencyKey: string;
    lang: Lang;
    mail: MailSettings;
    userId: number | null;
  }): Promise<SubmitOutcome>;
}

/**
 * The one path of every form post (ADR 0040): read the body as a stream (files straight to storage),
 * drop bots (honeypot), validate with the form's zod schema (the same the page runs), check the
 * uploads, apply the per-address rate limit, store in one transaction, then queue the e-mails' delivery.
 * Invalid input returns every value and kept upload, with a message per field, in the page's language.
 */
export async function runFormAction<T>(
  { request, context }: { request: Request; params: { lang?: string }; context: AppLoadContext },
  spec: FormActionSpec<T>,
) {
  // Actions run without the language layout's loader: the same guard, before anything is read or stored.
  const lang: Lang = guardLanguage(request);
  const { db } = context;
  const services = formsServicesOf(context);
  const failure = (
    formError: string,
    status: number,
    values: RawFormValues = {},
    uploads: Record<string, UploadInfo> = {},
  ) => data<FormActionData>({ status: "error", errors: {}, values, uploads, formError }, { status });

  let read;
  try {
    read = await readForm(request, {
      db,
      storage: services.uploads,
      files: spec.files?.map(({ field, kind }) => ({ field, kind })),
    });
  } catch (error) {
    console.error(`form ${spec.name}: could not read the request`, error);
    return failure("forms.failed", 400);
  }
  const values = { ...read.values };
  const honeypot = values[HONEYPOT_FIELD];
  delete values[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // A bot: answer as if all went well, store nothing.
    return data<FormActionData>({ status: "success", reference: null, outcome: null });
  }

  const fileErrors: FieldErrors = {};
  for (const file of spec.files ?? []) {
    const stored = read.files[file.field];
    if (!stored) continue;
    if (stored.ok) values[file.tokenField] = stored.upload.token;
    else {
      values[file.tokenField] = "";
      fileErrors[file.tokenField] = uploadRefusalMessage(stored.reason);
    }
  }
  const parsed = parseFormValues(spec.form, values);
  const errors: FieldErrors = { ...(parsed.ok ? {} : parsed.errors), ...fileErrors };
  const uploads: Record<string, UploadSummary | null> = {};
  const kept: Record<string, UploadInfo> = {};
  for (const file of spec.files ?? []) {
    const token = values[file.tokenField];
    const upload = typeof token === "string" && token ? await findUploadByToken(db, token, file.kind) : null;
    uploads[file.tokenField] = upload;
    if (upload) kept[file.tokenField] = { token: upload.token, name: upload.name, size: upload.size };
    else if (typeof token === "string" && token && !errors[file.tokenField])
      errors[file.tokenField] = "forms.upload.expired";
  }
  if (!parsed.ok || Object.keys(errors).length) {
    return data<FormActionData>({ status: "error", errors, values, uploads: kept, formError: null }, { status: 400 });
  }

  const key =
    spec.idempotent === false
      ? { success: true as const, data: "" }
      : idempotencyKey().safeParse(values[IDEMPOTENCY_FIELD]);
  if (!key.success) return failure("forms.failed", 400, values, kept);
  const allowed = await consumeRateLimit(
    db,
    `form:${spec.name}:${context.clientIp ?? "unknown"}`,
    FORM_RATE_LIMITS[spec.name],
  );
  if (!allowed) return failure("forms.rateLimited", 429, values, kept);

  try {
    const user = await getSessionUser(request, context);
    const outcome = await spec.submit({
      db,
      values: parsed.data,
      uploads,
      idempotencyKey: key.data,
      lang,
      mail: mailSettingsOf(context, request),
      userId: user?.id ?? null,
    });
    if (!outcome.ok) {
      return data<FormActionData>(
        { status: "error", errors: outcome.errors ?? {}, values, uploads: kept, formError: outcome.formError ?? null },
        { status: 400 },
      );
    }
    // The e-mails were stored with the submission; the `mail.deliver` job sends them (ADR 0125).
    await emailDeliveryOf(context)(outcome.emailIds).catch((error: unknown) =>
      console.error(`form ${spec.name}: mail delivery failed`, error),
    );
    if (outcome.redirectTo) return redirect(outcome.redirectTo);
    return data<FormActionData>({ status: "success", reference: outcome.reference, outcome: outcome.outcome ?? null });
  } catch (error) {
    console.error(`form ${spec.name}: could not store the submission`, error);
    return failure("forms.failed", 503, values, kept);
  }
}
