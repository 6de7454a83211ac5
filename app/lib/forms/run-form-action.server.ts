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
import { assertSameSite } from "~/lib/csrf.server";
import { guardLanguage } from "~/lib/language-guard.server";
import { BODY_MESSAGE_KEYS } from "~/lib/route-errors";
import { refusalStatus } from "~/lib/request-body.server";
import { getSessionUser } from "~/lib/session.server";
import { emailDeliveryOf, formsServicesOf, mailSettingsOf } from "./forms-services.server";
import { readForm, type ReadForm } from "./read-form.server";
import { uploadRefusalMessage } from "./upload-messages";
import type { FormActionData, UploadInfo } from "./form-action-data";

export interface FormFileSpec {
  /** The file input (no-JS post). */
  field: string;
  /** The hidden input with the stored upload's token (set by the upload endpoint, or here). */
  tokenField: string;
  kind: UploadKind;
}

/** A form's file `field` (default: named as its kind), with the token field FileField sends, `${field}Token`. */
export function fileField(kind: UploadKind, field: string = kind): FormFileSpec {
  return { field, tokenField: `${field}Token`, kind };
}

export type SubmitOutcome =
  | {
      ok: true;
      reference?: string | null;
      outcome?: string;
      /** E-mails stored with the change, to deliver once it is committed; the account operations deliver their own. */
      emailIds?: number[];
      /** A path of this site to go to (an editor's new draft opens on its own page; a log-in goes back to its page). */
      redirectTo?: string;
      /** Cookies of the answer (a new session, a refreshed user-info cookie, a log-out). */
      headers?: Headers;
      /** What the page says back (the address a link was sent to). */
      values?: RawFormValues;
    }
  | {
      ok: false;
      errors?: FieldErrors;
      formError?: string;
      /** 400 unless the operation says otherwise (410: a link used up; 429: too many attempts). */
      status?: 400 | 409 | 410 | 429;
    };

/** A form a core operation stored (SubmitResult): its reference to show, its e-mails to deliver after the commit. */
export function storedAnswer(stored: { reference: string; emailIds: number[] }): SubmitOutcome {
  return { ok: true, reference: stored.reference, emailIds: stored.emailIds };
}

/** What a public form's core operation is given (its submit-* functions take it as their input, with the files). */
export type StoredFormInput<T> = { values: T; lang: Lang; idempotencyKey: string };

/**
 * The action of a public form page that a core operation stores (ambassador, reviewer, pre-submission inquiry):
 * `store` gets the database, the mail settings, the form and the uploads by token field, and its stored form's
 * reference is the answer.
 */
export function runStoredFormAction<T>(
  args: ActionArgs,
  name: RateLimitedForm,
  form: FormSchema<T>,
  spec: {
    files?: readonly FormFileSpec[];
    store(
      db: Db,
      mail: MailSettings,
      input: StoredFormInput<T>,
      uploads: Record<string, UploadSummary | null>,
    ): Promise<{ reference: string; emailIds: number[] }>;
  },
) {
  return runFormAction(args, {
    name,
    form,
    files: spec.files,
    async submit({ db, mail, values, lang, idempotencyKey, uploads }) {
      return storedAnswer(await spec.store(db, mail, { values, lang, idempotencyKey }, uploads));
    },
  });
}

export interface SubmitArgs<T> {
  db: Db;
  values: T;
  /** Every field as it was posted, for a page's own hidden fields (the page to go back to). */
  posted: RawFormValues;
  /** Per token field: the upload it names, or null when none was given. */
  uploads: Record<string, UploadSummary | null>;
  /** Per `keep` field: the small file sent, when one was. */
  kept: Record<string, File>;
  idempotencyKey: string;
  lang: Lang;
  mail: MailSettings;
  userId: number | null;
  request: Request;
  context: AppLoadContext;
}

/** One form of a page: its schema (the same the page runs) and what a valid post does. */
export interface FormHandler<T> {
  form: FormSchema<T>;
  submit(args: SubmitArgs<T>): Promise<SubmitOutcome>;
}

/** How a page's posts are read and guarded, whichever of its forms was sent. */
export type FormActionOptions = {
  /** False for a form whose natural key makes a retry harmless (alerts: the e-mail address; the account forms). */
  idempotent?: boolean;
  /** Files streamed to storage and claimed by token (ADR 0041). */
  files?: readonly FormFileSpec[];
  /** Small files given to `submit` whole, within `maxBytes` (the profile's picture). */
  keep?: readonly string[];
  /** The body's bound (default: 1 MB, or each file's own limit when the form has files). */
  maxBytes?: number;
  /** Fields never sent back to the page (passwords). */
  secret?: readonly string[];
  /** Where a body over `maxBytes` can only be one file, its message under that field instead of the form's. */
  tooLarge?: { field: string; message: string };
} & (
  | { name: RateLimitedForm; rateLimited?: true }
  /** The account forms: their core operations limit attempts per account and address themselves (ADR 0081). */
  | { name: string; rateLimited: false }
);

export type FormActionSpec<T> = FormActionOptions & FormHandler<T>;

type ActionArgs = { request: Request; params: { lang?: string }; context: AppLoadContext };

/**
 * The one path of every form post (ADR 0040, 0082): the language and same-site guards, the body read as a
 * stream (files straight to storage) and refused as a whole when unusable (415, 413, 400, with what arrived
 * kept), bots dropped (honeypot), the form's zod schema (the same the page runs), the uploads, the idempotency
 * key and the per-address rate limit, then the core operation, which stores in one transaction, then the
 * e-mails' delivery. Whatever fails comes back with every value typed (but secrets) and kept upload, and a
 * message (a catalogue key) per field or for the form, in the page's language.
 */
export function runFormAction<T>(args: ActionArgs, spec: FormActionSpec<T>) {
  return runPost(args, spec, () => spec);
}

/**
 * The same for a page with several forms told apart by their posted `intent` (log-in's password and link
 * forms; the profile's picture, its removal and the details): one read, then the chosen form's handler, or
 * `fallback`'s for any other intent.
 */
export function runIntentAction<M>(
  args: ActionArgs,
  options: FormActionOptions & { fallback: keyof M & string },
  handlers: { [K in keyof M]: FormHandler<M[K]> },
) {
  return runPost(args, options, (posted) => {
    const intent = typeof posted.intent === "string" && posted.intent in handlers ? posted.intent : options.fallback;
    return handlers[intent as keyof M] as FormHandler<unknown>;
  });
}

async function runPost(args: ActionArgs, options: FormActionOptions, pick: (posted: RawFormValues) => FormHandler<unknown>) {
  const { request, context } = args;
  // Actions run without the language layout's loader: the same guard, before anything is read or stored.
  const lang: Lang = guardLanguage(request);
  assertSameSite(request, context);
  const { db } = context;
  const shown = (values: RawFormValues) => withoutFields(values, options.secret ?? []);
  const failure = (formError: string | null, status: number, values: RawFormValues, uploads: Record<string, UploadInfo>, errors: FieldErrors = {}) =>
    data<FormActionData>({ status: "error", errors, values: shown(values), uploads, formError }, { status });

  let read: ReadForm;
  try {
    read = await readForm(request, {
      db,
      storage: formsServicesOf(context).uploads,
      files: options.files?.map(({ field, kind }) => ({ field, kind })),
      keep: options.keep,
      maxBytes: options.maxBytes,
    });
  } catch (error) {
    console.error(`form ${options.name}: could not read the request`, error);
    return failure("forms.failed", 400, {}, {});
  }
  const values = withoutFields(read.values, [HONEYPOT_FIELD]);
  if (read.refused) {
    // Nothing is acted on; the page comes back with what arrived (ADR 0082).
    const kept = keptUploads(read, options.files ?? []);
    if (read.refused === "too-large" && options.tooLarge)
      return failure(null, 413, values, kept, { [options.tooLarge.field]: options.tooLarge.message });
    return failure(BODY_MESSAGE_KEYS[read.refused], refusalStatus(read.refused), values, kept);
  }
  const honeypot = read.values[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // A bot: answer as if all went well, store nothing.
    return data<FormActionData>({ status: "success", reference: null, outcome: null });
  }

  const handler = pick(values);
  const fileErrors: FieldErrors = {};
  for (const file of options.files ?? []) {
    const stored = read.files[file.field];
    if (!stored) continue;
    if (stored.ok) values[file.tokenField] = stored.upload.token;
    else {
      values[file.tokenField] = "";
      fileErrors[file.tokenField] = uploadRefusalMessage(stored.reason);
    }
  }
  const parsed = parseFormValues(handler.form, values);
  const errors: FieldErrors = { ...(parsed.ok ? {} : parsed.errors), ...fileErrors };
  const uploads: Record<string, UploadSummary | null> = {};
  const kept: Record<string, UploadInfo> = {};
  for (const file of options.files ?? []) {
    const token = values[file.tokenField];
    const upload = typeof token === "string" && token ? await findUploadByToken(db, token, file.kind) : null;
    uploads[file.tokenField] = upload;
    if (upload) kept[file.tokenField] = { token: upload.token, name: upload.name, size: upload.size };
    else if (typeof token === "string" && token && !errors[file.tokenField]) errors[file.tokenField] = "forms.upload.expired";
  }
  if (!parsed.ok || Object.keys(errors).length) return failure(null, 400, values, kept, errors);

  const key = options.idempotent === false ? { success: true as const, data: "" } : idempotencyKey().safeParse(values[IDEMPOTENCY_FIELD]);
  if (!key.success) return failure("forms.failed", 400, values, kept);
  if (options.rateLimited !== false) {
    const allowed = await consumeRateLimit(db, `form:${options.name}:${context.clientIp ?? "unknown"}`, FORM_RATE_LIMITS[options.name]);
    if (!allowed) return failure("forms.rateLimited", 429, values, kept);
  }

  try {
    const user = await getSessionUser(request, context);
    const outcome = await handler.submit({
      db,
      values: parsed.data,
      posted: values,
      uploads,
      kept: read.kept,
      idempotencyKey: key.data,
      lang,
      mail: mailSettingsOf(context, request),
      userId: user?.id ?? null,
      request,
      context,
    });
    if (!outcome.ok) return failure(outcome.formError ?? null, outcome.status ?? 400, values, kept, outcome.errors);
    // The e-mails were stored with the submission; the `mail.deliver` job sends them (ADR 0125).
    if (outcome.emailIds?.length)
      await emailDeliveryOf(context)(outcome.emailIds).catch((error: unknown) => console.error(`form ${options.name}: mail delivery failed`, error));
    if (outcome.redirectTo) return redirect(outcome.redirectTo, { headers: outcome.headers });
    return data<FormActionData>(
      { status: "success", reference: outcome.reference ?? null, outcome: outcome.outcome ?? null, ...(outcome.values ? { values: outcome.values } : {}) },
      { headers: outcome.headers },
    );
  } catch (error) {
    console.error(`form ${options.name}: could not store the submission`, error);
    return failure("forms.failed", 503, values, kept);
  }
}

function withoutFields(values: RawFormValues, names: readonly string[]): RawFormValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !names.includes(name)));
}

/** The uploads a refused body had already stored, so the page keeps them as it keeps the text. */
function keptUploads(read: ReadForm, files: readonly FormFileSpec[]): Record<string, UploadInfo> {
  const kept: Record<string, UploadInfo> = {};
  for (const file of files) {
    const stored = read.files[file.field];
    if (stored?.ok) kept[file.tokenField] = { token: stored.upload.token, name: stored.upload.name, size: stored.upload.size };
  }
  return kept;
}
