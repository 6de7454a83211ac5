import type { AppLoadContext } from "react-router";
import { allowedValue } from "@core/config/allowed-value";
import type { Db } from "@core/db/client";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import type { AuditActor, AuditEntityType } from "@core/editorial/write-audit-entry";
import type { FormSchema } from "@core/forms/parse-form-values";
import type { StoreResponsiveImageOptions } from "@core/images/store-responsive-image";
import { pageCount, parsePage } from "@core/protocols/paging";
import type { UploadSummary } from "@core/uploads/find-upload-by-token";
import type { SessionUser } from "@core/users/session-user";
import { editorialRecordId, requireAdmin, requireEditor } from "~/lib/editorial.server";
import { newIdempotencyKey } from "~/lib/forms/new-idempotency-key.server";
import { fileField, runFormAction, type FormActionSpec, type FormFileSpec, type SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { notFound, parameterError } from "~/lib/route-errors";
import { imageFromUpload } from "~/lib/uploaded-images.server";

/** The route arguments of an office page (`/{lang}/editorial/…`, a record's with `:id`). */
interface RecordArgs {
  request: Request;
  params: { lang?: string; id?: string };
  context: AppLoadContext;
}

/** What an office loader reads: the editor, the database and the address's query. */
interface OfficeRead {
  user: SessionUser;
  db: Db;
  search: URLSearchParams;
}

/** Who may use an office page: every editor (and admin), or admins only (the roles page). */
type Access = "editor" | "admin";

const REQUIRE = { editor: requireEditor, admin: requireAdmin } as const;

/**
 * The loader of every office page (ADR 0099): for an editor, what `load` reads, the change just made (`?done=`,
 * one of `done`, else null) and the forms' idempotency key; anyone else gets the not-found page.
 */
export async function loadOfficePage<T extends object, D extends string = never>(
  { request, context }: RecordArgs,
  load: (read: OfficeRead) => Promise<T>,
  done: readonly D[] = [],
  access: Access = "editor",
) {
  const { user } = await REQUIRE[access](request, context);
  const search = new URL(request.url).searchParams;
  const page = await load({ user, db: context.db, search });
  const shown = search.get("done");
  return { ...page, done: done.find((d) => d === shown) ?? null, idempotencyKey: newIdempotencyKey() };
}

/** The record in an office address (its `:id`, found by `find`), with its id; else the not-found page. */
export async function findRecord<R>(db: Db, param: string | undefined, find: (db: Db, id: number) => Promise<R | null>) {
  const id = editorialRecordId(param);
  const record = await find(db, id);
  if (!record) throw notFound();
  return { id, record };
}

/**
 * The loader of an office record page: the record in the address (else the not-found page) and its audit history,
 * with what every office page has (loadOfficePage).
 */
export function loadRecordPage<R, D extends string>(
  args: RecordArgs,
  find: (db: Db, id: number) => Promise<R | null>,
  entityType: AuditEntityType,
  done: readonly D[],
) {
  return loadOfficePage(
    args,
    async ({ db }) => {
      const { id, record } = await findRecord(db, args.params.id, find);
      const history = await listAuditEntries(db, { page: 1, entity: { type: entityType, id: String(id) } });
      return { record, history: history.rows };
    },
    done,
  );
}

/** An office list's page (`?page=`, a whole number from 1), else the parameter-error page. */
export function listPage(search: URLSearchParams): number {
  const page = parsePage(search.get("page"));
  if (page === null) throw parameterError();
  return page;
}

/**
 * An office list's page (listPage), its words (`?q=`, cut at `qMax` characters) and its filters: each named by its
 * parameter, one of its closed list of values, else null (any).
 */
export function listQuery<F extends Record<string, readonly string[]>>(search: URLSearchParams, qMax: number, filters = {} as F) {
  const chosen = Object.fromEntries(Object.entries(filters).map(([name, values]) => [name, allowedValue(values, search.get(name))]));
  return { q: (search.get("q") ?? "").slice(0, qMax), page: listPage(search), ...(chosen as { [K in keyof F]: F[K][number] | null }) };
}

/** How many pages a list of `total` rows fills; a page past the last is not found. */
export function pagesOf(total: number, page: number): number {
  const pages = pageCount(total);
  if (page > pages) throw notFound();
  return pages;
}

type SubmitArgs<T> = Parameters<FormActionSpec<T>["submit"]>[0];

/** The editor who posts: for the audit log (`actor`) and for what is theirs (`user`). */
interface Poster {
  user: SessionUser;
  actor: AuditActor;
}

/** An office form: its schema, its file fields, and what a valid post does (with the editor, for the audit log). */
interface OfficeFormSpec<T, Extra> {
  form: FormSchema<T>;
  files?: readonly FormFileSpec[];
  /** False for a form whose effect is the same when posted twice (runFormAction then needs no idempotency key). */
  idempotent?: boolean;
  /** Who may post (default every editor); anyone else gets the not-found page. */
  access?: Access;
  submit(args: SubmitArgs<T> & Extra & Poster & { context: AppLoadContext }): Promise<SubmitOutcome>;
}

function runOfficeForm<T, Extra>(args: RecordArgs, extra: Extra & Poster, spec: OfficeFormSpec<T, Extra>) {
  return runFormAction(args, {
    name: "editorial",
    idempotent: spec.idempotent,
    form: spec.form,
    files: spec.files,
    submit: (submitArgs) => spec.submit({ ...submitArgs, ...extra, context: args.context }),
  });
}

function requirePoster(args: RecordArgs, spec: { access?: Access }): Promise<Poster> {
  return REQUIRE[spec.access ?? "editor"](args.request, args.context);
}

/** The action of an office page: an editor's post through the one form path (runFormAction); anyone else gets the not-found page. */
export async function runEditorAction<T>(args: RecordArgs, spec: OfficeFormSpec<T, object>) {
  const poster = await requirePoster(args, spec);
  return runOfficeForm(args, poster, spec);
}

/** The same for an office record page: `submit` also gets the id of the record in the address (else the not-found page). */
export async function runRecordAction<T>(args: RecordArgs, spec: OfficeFormSpec<T, { id: number }>) {
  const poster = await requirePoster(args, spec);
  return runOfficeForm(args, { ...poster, id: editorialRecordId(args.params.id) }, spec);
}

/** A post that went through: the page to show next (usually with `?done=`, so it says what was done), and the e-mails it queued. */
export function redirectTo(path: string, emailIds: number[] = []): SubmitOutcome {
  return { ok: true, reference: null, emailIds, redirectTo: path };
}

/** A details form's cover file (ADR 0105, 0106): an uploaded image replaces the chosen cover. */
export const COVER_FILES: readonly FormFileSpec[] = [fileField("image", "cover")];

/**
 * The cover a details post uploaded (its `coverToken` upload), stored in the renditions of `size`: its address,
 * null when none was sent, or the refusal to answer with (on the file field).
 */
export async function uploadedCover(
  context: AppLoadContext,
  upload: UploadSummary | null | undefined,
  size: Pick<StoreResponsiveImageOptions, "widths" | "aspect">,
): Promise<{ ok: true; src: string | null } | { ok: false; outcome: SubmitOutcome }> {
  if (!upload) return { ok: true, src: null };
  const cover = await imageFromUpload(context, upload.token, size);
  return cover.ok ? { ok: true, src: cover.image.src } : { ok: false, outcome: { ok: false, errors: { coverToken: cover.message } } };
}
