import "~/i18n/office-messages";
import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/editorial-collection";
import { addProtocolToCollection, type CollectionChangeResult } from "@core/editorial/collections/add-protocol-to-collection";
import {
  COLLECTION_COVER_ASPECT,
  COLLECTION_COVER_WIDTHS,
  COLLECTION_COVERS,
  COLLECTION_INTENTS,
  collectionActionForm,
  collectionDetailsOf,
  protocolIdOf,
} from "@core/editorial/collections/collection-forms";
import { findEditorialCollection } from "@core/editorial/collections/find-editorial-collection";
import { moveCollectionProtocol } from "@core/editorial/collections/move-collection-protocol";
import { removeProtocolFromCollection } from "@core/editorial/collections/remove-protocol-from-collection";
import { setCollectionState } from "@core/editorial/collections/set-collection-state";
import { updateCollectionDetails } from "@core/editorial/collections/update-collection-details";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { AuditTable } from "~/components/editorial/AuditTable";
import { CollectionFields } from "~/components/editorial/CollectionFields";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { OrderedProtocolList, useReturnFocus } from "~/components/editorial/OrderedProtocolList";
import { FieldError } from "~/components/forms/FormFields";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import type { FormActionData } from "~/lib/forms/form-action-data";
import { newIdempotencyKey } from "~/lib/forms/new-idempotency-key.server";
import { runFormAction, type SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { editorialRecordId, requireEditor } from "~/lib/editorial.server";
import { imageFromUpload } from "~/lib/uploaded-images.server";
import { notFound } from "~/lib/route-errors";
import { guardLanguage } from "~/lib/language-guard.server";
import "~/styles/forms.css";
import "~/styles/editorial.css";
import "~/styles/editorial-issues.css";
import "~/styles/editorial-collections.css";

const DONE = ["create", ...COLLECTION_INTENTS] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  const id = editorialRecordId(params.id);
  const collection = await findEditorialCollection(context.db, id);
  if (!collection) throw notFound();
  const history = await listAuditEntries(context.db, { page: 1, entity: { type: "collection", id: String(id) } });
  const done = new URL(request.url).searchParams.get("done");
  return { collection, history: history.rows, done: DONE.find((d) => d === done) ?? null, idempotencyKey: newIdempotencyKey() };
}

type Reason = Extract<CollectionChangeResult, { ok: false }>["reason"];
const REASON_MESSAGES: Record<Reason, MessageKey> = {
  "not-found": "editorial.collections.error.notFound",
  unknown: "editorial.collections.error.unknown",
  offline: "editorial.collections.error.offline",
  already: "editorial.collections.error.already",
  stale: "editorial.collections.error.stale",
  slug: "editorial.collections.error.slugTaken",
};

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireEditor(args.request, args.context);
  const id = editorialRecordId(args.params.id);
  const { db } = args.context;
  const lang = guardLanguage(args.request);
  return runFormAction(args, {
    name: "editorial",
    form: collectionActionForm,
    // The details form may carry a cover image (ADR 0105, 0106): it replaces the chosen cover.
    files: [{ field: "cover", tokenField: "coverToken", kind: "image" }],
    async submit({ values, uploads }): Promise<SubmitOutcome> {
      const { intent } = values;
      const upload = intent === "details" ? uploads.coverToken : null;
      const cover = upload ? await imageFromUpload(args.context, upload.token, { widths: COLLECTION_COVER_WIDTHS, aspect: COLLECTION_COVER_ASPECT }) : null;
      if (cover && !cover.ok) return { ok: false, errors: { coverToken: cover.message } };
      const result =
        intent === "details"
          ? await updateCollectionDetails(db, id, { ...collectionDetailsOf(values), ...(cover ? { coverUrl: cover.image.src } : {}) }, actor)
          : intent === "add"
            ? await addProtocolToCollection(db, id, protocolIdOf(values), actor)
            : intent === "remove"
              ? await removeProtocolFromCollection(db, id, protocolIdOf(values), actor)
              : intent === "up" || intent === "down"
                ? await moveCollectionProtocol(db, id, protocolIdOf(values), Number(values.position), intent, actor)
                : await setCollectionState(db, id, intent === "publish" ? "published" : "draft", actor);
      if (!result.ok) {
        const message = REASON_MESSAGES[result.reason];
        if (result.reason === "slug") return { ok: false, errors: { slug: message } };
        return intent === "add" ? { ok: false, errors: { protocolId: message } } : { ok: false, formError: message };
      }
      // The fragment brings the reader (and, with JavaScript, the focus) back to the row or list just changed.
      const anchor = intent === "up" || intent === "down" ? `#move-${protocolIdOf(values)}-${intent}` : intent === "add" || intent === "remove" ? "#protocols" : "";
      return { ok: true, reference: null, emailIds: [], redirectTo: `/${lang}/editorial/collections/${id}?done=${intent}${anchor}` };
    },
  });
}

/** /{lang}/editorial/collections/:id: a collection's details, protocols and order, and its publication (ADR 0106). */
export default function EditorialCollectionPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const result = useActionData<FormActionData>();
  const { collection, history, done, idempotencyKey } = loaderData;
  const pick = (en: string, cn: string | null) => (lang === "cn" && cn ? cn : en);
  const name = pick(collection.titleEn, collection.titleCn);
  const action = `/${lang}/editorial/collections/${collection.id}`;
  const failed = result?.status === "error" ? result : null;
  const failedIntent = failed?.values.intent;
  const detailsFailed = failedIntent === "details";
  const addFailed = failedIntent === "add";
  const formError = failed && !detailsFailed && !addFailed ? (failed.formError ?? failed.errors.protocolId ?? null) : null;
  const stored: RawFormValues = {
    slug: collection.slug,
    titleEn: collection.titleEn,
    titleCn: collection.titleCn,
    descriptionEn: collection.descriptionEn,
    descriptionCn: collection.descriptionCn,
    coverUrl: collection.coverUrl,
  };
  const typedProtocol = addFailed ? failed?.values.protocolId : "";
  const addError = addFailed ? failed?.errors.protocolId : undefined;
  useReturnFocus("protocols");

  const meta = (intent: string) => (
    <>
      <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );

  return (
    <main id="main" className="container forms-page editorial-page">
      <PageHead title={name} noindex />
      <EditorialNav />
      <h1>{name}</h1>
      <p>
        <span className={`editorial-issue-state editorial-issue-state--${collection.state}`}>{t(`editorial.collections.state.${collection.state}`)}</span>{" "}
        {collection.state === "published" ? <a href={`/${lang}/collections?id=${collection.id}`}>{t("editorial.collections.viewPublic")}</a> : null}
      </p>
      {done && !result ? (
        <p className="editorial-notice" role="status">
          {t(`editorial.collections.done.${done}`)}
        </p>
      ) : null}
      <FormAlert message={formError} />

      <section aria-labelledby="protocols" className="editorial-issue-toc">
        <h2 id="protocols" tabIndex={-1}>
          {t("editorial.collections.protocols")}
        </h2>
        {collection.protocols.length === 0 ? (
          <p>{t("editorial.collections.protocolsEmpty")}</p>
        ) : (
          <>
            <p className="forms-hint">{t("editorial.collections.protocolsHint")}</p>
            <OrderedProtocolList
              action={action}
              idempotencyKey={idempotencyKey}
              lang={lang}
              items={collection.protocols.map((p) => ({
                protocolId: p.protocolId,
                position: p.position,
                title: pick(p.titleEn, p.titleCn),
                meta: `${p.doi ?? `#${p.protocolId}`} · ${t(`editorial.status.${p.status}` as MessageKey)}`,
              }))}
            />
          </>
        )}
      </section>

      <section aria-labelledby="editorial-collection-add">
        <h2 id="editorial-collection-add">{t("editorial.collections.add")}</h2>
        <Form method="post" action={action} className="forms-form" noValidate>
          {meta("add")}
          <div className={`forms-field${addError ? " has-error" : ""}`}>
            <label className="forms-label" htmlFor="collection-add-protocol">
              {t("editorial.collections.addLabel")}
            </label>
            <p id="collection-add-protocol-hint" className="forms-hint">
              {t("editorial.collections.addHint")}
            </p>
            <div className="editorial-inline-form">
              <input
                type="text"
                id="collection-add-protocol"
                name="protocolId"
                inputMode="numeric"
                size={10}
                maxLength={12}
                defaultValue={typeof typedProtocol === "string" ? typedProtocol : ""}
                aria-invalid={addError ? true : undefined}
                aria-describedby="collection-add-protocol-hint collection-add-protocol-error"
              />
              <button type="submit" className="forms-button">
                {t("editorial.collections.addButton")}
              </button>
            </div>
            <FieldError id="collection-add-protocol-error" message={addError} />
          </div>
        </Form>
      </section>

      <details className="editorial-issue-details" open={detailsFailed || undefined}>
        <summary>{t("editorial.collections.details")}</summary>
        <div className="editorial-collection-head">
          <img src={collection.coverUrl} alt="" width={256} height={144} />
        </div>
        <Form method="post" action={action} encType="multipart/form-data" className="forms-form" noValidate>
          {meta("details")}
          <CollectionFields
            values={detailsFailed ? (failed?.values ?? stored) : stored}
            errors={detailsFailed ? (failed?.errors ?? {}) : {}}
            idPrefix="details"
            covers={COLLECTION_COVERS}
            upload
          />
          <button type="submit" className="forms-button">
            {t("editorial.collections.detailsSave")}
          </button>
        </Form>
      </details>

      <section aria-labelledby="editorial-collection-publish" className="editorial-notice">
        <h2 id="editorial-collection-publish">{t("editorial.collections.publishTitle")}</h2>
        <p>{t(collection.state === "published" ? "editorial.collections.publishedHint" : "editorial.collections.draftHint")}</p>
        <Form method="post" action={action}>
          {meta(collection.state === "published" ? "unpublish" : "publish")}
          <button type="submit" className={collection.state === "published" ? "forms-button forms-button--secondary" : "forms-button"}>
            {t(collection.state === "published" ? "editorial.collections.unpublish" : "editorial.collections.publish")}
          </button>
        </Form>
      </section>

      {history.length ? <AuditTable title={t("editorial.collections.history")} rows={history} /> : null}
      <p>
        <Link to={`/${lang}/editorial/collections`}>{t("editorial.collections.back")}</Link>
      </p>
    </main>
  );
}
