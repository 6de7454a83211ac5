import "virtual:messages/with/office";
import { Form, Link } from "react-router";
import type { Route } from "./+types/editorial-collections";
import { COLLECTION_COVERS, collectionDetailsOf, collectionListForm } from "@core/editorial/collections/collection-forms";
import { createCollection } from "@core/editorial/collections/create-collection";
import { listEditorialCollections } from "@core/editorial/collections/list-editorial-collections";
import { moveCollection } from "@core/editorial/collections/move-collection";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { useI18n } from "~/i18n/translate";
import { CollectionFields } from "~/components/editorial/CollectionFields";
import { RecordListPage } from "~/components/editorial/ListPageParts";
import { DoneNotice } from "~/components/editorial/RecordParts";
import { useReturnFocus } from "~/components/editorial/OrderedProtocolList";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import { loadOfficePage, redirectTo, runEditorAction } from "~/lib/editorial-office-page.server";
import { useFormPage } from "~/components/forms/use-form-page";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import "~/styles/editorial.css";
import "~/styles/editorial-issues.css";
import "~/styles/editorial-collections.css";

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(args, async ({ db }) => ({ collections: await listEditorialCollections(db) }), ["move"]);

export async function action(args: Route.ActionArgs) {
  return runEditorAction(args, {
    form: collectionListForm,
    async submit({ db, values, actor, lang }): Promise<SubmitOutcome> {
      if (values.intent === "create") {
        const created = await createCollection(db, collectionDetailsOf(values), actor);
        if (!created.ok) return { ok: false, errors: { slug: "editorial.collections.error.slugTaken" } };
        return redirectTo(`/${lang}/editorial/collections/${created.id}?done=create`);
      }
      const id = Number(values.collectionId);
      const moved = await moveCollection(db, id, Number(values.position), values.intent, actor);
      if (!moved.ok) return { ok: false, formError: "editorial.collections.error.stale" };
      return redirectTo(`/${lang}/editorial/collections?done=move#order-${id}-${values.intent}`);
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
    <RecordListPage
      area="collections"
      notices={
        <>
          <DoneNotice text={done && !result ? t("editorial.collections.done.move") : null} />
          {failed && !creating ? <FormAlert message={failed.formError} /> : null}
        </>
      }
      focusableList
      rows={collections}
      head={[t("editorial.collections.col.order"), t("editorial.collections.col.title")]}
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
        </>
      )}
      stateLabel={(c) => t(`editorial.collections.state.${c.state}`)}
      action={action}
      idempotencyKey={idempotencyKey}
      formProps={formProps}
    >
      <input type="hidden" name="intent" value="create" />
      <FormAlert message={failed && creating ? failed.formError : null} />
      <CollectionFields values={values} errors={creating ? errors : {}} idPrefix="collection" covers={COLLECTION_COVERS} />
    </RecordListPage>
  );
}
