import "~/i18n/office-messages";
import { Form, Link } from "react-router";
import type { Route } from "./+types/editorial-collections";
import { COLLECTION_COVERS, collectionDetailsOf, collectionListForm } from "@core/editorial/collections/collection-forms";
import { createCollection } from "@core/editorial/collections/create-collection";
import { listEditorialCollections } from "@core/editorial/collections/list-editorial-collections";
import { moveCollection } from "@core/editorial/collections/move-collection";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { CollectionFields } from "~/components/editorial/CollectionFields";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { useReturnFocus } from "~/components/editorial/OrderedProtocolList";
import { FormAlert, FormMeta, SubmitButton } from "~/components/forms/FormParts";
import { useFormPage } from "~/components/forms/use-form-page";
import { newIdempotencyKey } from "~/lib/forms/new-idempotency-key.server";
import { runFormAction, type SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { requireEditor } from "~/lib/editorial.server";
import { guardLanguage } from "~/lib/language-guard.server";
import { RecordTable } from "~/components/editorial/RecordTable";
import "~/styles/forms.css";
import "~/styles/editorial.css";
import "~/styles/editorial-issues.css";
import "~/styles/editorial-collections.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  const collections = await listEditorialCollections(context.db);
  const done = new URL(request.url).searchParams.get("done");
  return { collections, done: done === "move" ? done : null, idempotencyKey: newIdempotencyKey() };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireEditor(args.request, args.context);
  const { db } = args.context;
  const lang = guardLanguage(args.request);
  return runFormAction(args, {
    name: "editorial",
    form: collectionListForm,
    async submit({ values }): Promise<SubmitOutcome> {
      if (values.intent === "create") {
        const created = await createCollection(db, collectionDetailsOf(values), actor);
        if (!created.ok) return { ok: false, errors: { slug: "editorial.collections.error.slugTaken" } };
        return { ok: true, reference: null, emailIds: [], redirectTo: `/${lang}/editorial/collections/${created.id}?done=create` };
      }
      const id = Number(values.collectionId);
      const moved = await moveCollection(db, id, Number(values.position), values.intent, actor);
      if (!moved.ok) return { ok: false, formError: "editorial.collections.error.stale" };
      return { ok: true, reference: null, emailIds: [], redirectTo: `/${lang}/editorial/collections?done=move#order-${id}-${values.intent}` };
    },
  });
}

/** /{lang}/editorial/collections: every collection, draft or published, in the public order, and the form that creates one (ADR 0106). */
export default function EditorialCollectionsPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { result, errors, formProps } = useFormPage(collectionListForm);
  const { collections, done, idempotencyKey } = loaderData;
  const failed = result?.status === "error" ? result : null;
  const creating = !failed || failed.values.intent === "create";
  const values: RawFormValues = failed && creating ? failed.values : { coverUrl: COLLECTION_COVERS[0]! };
  const action = `/${lang}/editorial/collections`;
  const title = (en: string, cn: string) => (lang === "cn" && cn ? cn : en);
  useReturnFocus("editorial-collections-list");

  return (
    <main id="main" className="container forms-page editorial-page">
      <PageHead title={t("editorial.collections.title")} noindex />
      <EditorialNav />
      <h1>{t("editorial.collections.title")}</h1>
      <p className="forms-lead">{t("editorial.collections.intro")}</p>
      {done && !result ? (
        <p className="editorial-notice" role="status">
          {t("editorial.collections.done.move")}
        </p>
      ) : null}
      {failed && !creating ? <FormAlert message={failed.formError} /> : null}

      <section aria-labelledby="editorial-collections-list">
        <h2 id="editorial-collections-list" tabIndex={-1}>
          {t("editorial.collections.list")}
        </h2>
        {collections.length === 0 ? (
          <p>{t("editorial.collections.none")}</p>
        ) : (
          <RecordTable
            head={[t("editorial.collections.col.order"), t("editorial.collections.col.title"), t("editorial.collections.col.protocols"), t("editorial.collections.col.state")]}
            rows={collections}
            rowKey={(c) => c.id}
            cells={(c, i) => (
              <>
                    <td>
                      <div className="editorial-toc-tools editorial-order-tools">
                        {(["up", "down"] as const).map((direction) => (
                          <Form method="post" action={action} className="editorial-inline-form" key={direction}>
                            <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
                            <input type="hidden" name="intent" value={direction} />
                            <input type="hidden" name="collectionId" value={c.id} />
                            <input type="hidden" name="position" value={c.position} />
                            <button
                              type="submit"
                              id={`order-${c.id}-${direction}`}
                              className="forms-button forms-button--secondary"
                              disabled={direction === "up" ? i === 0 : i === collections.length - 1}
                              aria-label={t(direction === "up" ? "editorial.collections.upLabel" : "editorial.collections.downLabel", {
                                title: title(c.titleEn, c.titleCn),
                              })}
                            >
                              {direction === "up" ? "↑" : "↓"}
                            </button>
                          </Form>
                        ))}
                      </div>
                    </td>
                    <td>
                      <Link to={`/${lang}/editorial/collections/${c.id}`}>{title(c.titleEn, c.titleCn)}</Link>
                      <div className="forms-hint">{c.slug}</div>
                    </td>
                    <td>{c.protocolCount}</td>
                    <td>
                      <span className={`editorial-issue-state editorial-issue-state--${c.state}`}>{t(`editorial.collections.state.${c.state}`)}</span>
                    </td>
              </>
            )}
          />
        )}
      </section>

      <section aria-labelledby="editorial-collections-new">
        <h2 id="editorial-collections-new">{t("editorial.collections.new")}</h2>
        <p className="forms-hint">{t("editorial.collections.newHint")}</p>
        <Form method="post" action={action} className="forms-form" {...formProps}>
          <FormMeta idempotencyKey={idempotencyKey} />
          <input type="hidden" name="intent" value="create" />
          <FormAlert message={failed && creating ? failed.formError : null} />
          <CollectionFields values={values} errors={creating ? errors : {}} idPrefix="collection" covers={COLLECTION_COVERS} />
          <div className="editorial-actions">
            <SubmitButton label={t("editorial.collections.create")} action={action} />
          </div>
        </Form>
      </section>
    </main>
  );
}
