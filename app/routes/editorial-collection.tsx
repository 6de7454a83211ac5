import "virtual:messages/with/office";
import { Form, useActionData } from "react-router";
import type { Route } from "./+types/editorial-collection";
import { addProtocolToCollection } from "@core/editorial/collections/add-protocol-to-collection";
import {
  COLLECTION_COVER_SIZE,
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
import { useI18n, type MessageKey } from "~/i18n/translate";
import { CollectionDetailsForm } from "~/components/editorial/CollectionFields";
import { OrderedProtocolList, useReturnFocus } from "~/components/editorial/OrderedProtocolList";
import { PublishForm } from "~/components/editorial/PublishForm";
import { DoneNotice, OfficePage, OfficeSection, RecordFooter, StateBadge } from "~/components/editorial/RecordParts";
import { COVER_FILES, loadRecordPage, redirectTo, runRecordAction, uploadedCover } from "~/lib/editorial-office-page.server";
import { COLLECTION_REFUSALS } from "~/components/editorial/showcase-refusals";
import { AddProtocolField } from "~/components/editorial/InlineField";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import type { FormActionData } from "~/lib/forms/form-action-data";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import "~/styles/editorial.css";
import "~/styles/editorial-issues.css";
import "~/styles/editorial-collections.css";

const DONE = ["create", ...COLLECTION_INTENTS] as const;

export const loader = (args: Route.LoaderArgs) => loadRecordPage(args, findEditorialCollection, "collection", DONE);

export async function action(args: Route.ActionArgs) {
  return runRecordAction(args, {
    form: collectionActionForm,
    files: COVER_FILES,
    async submit({ db, values, uploads, id, actor, lang, context }): Promise<SubmitOutcome> {
      const { intent } = values;
      const cover = await uploadedCover(context, intent === "details" ? uploads.coverToken : null, COLLECTION_COVER_SIZE);
      if (!cover.ok) return cover.outcome;
      const result =
        intent === "details"
          ? await updateCollectionDetails(db, id, { ...collectionDetailsOf(values), ...(cover.src ? { coverUrl: cover.src } : {}) }, actor)
          : intent === "add"
            ? await addProtocolToCollection(db, id, protocolIdOf(values), actor)
            : intent === "remove"
              ? await removeProtocolFromCollection(db, id, protocolIdOf(values), actor)
              : intent === "up" || intent === "down"
                ? await moveCollectionProtocol(db, id, protocolIdOf(values), Number(values.position), intent, actor)
                : await setCollectionState(db, id, intent === "publish" ? "published" : "draft", actor);
      if (!result.ok) {
        const message = COLLECTION_REFUSALS[result.reason];
        if (result.reason === "slug") return { ok: false, errors: { slug: message } };
        return intent === "add" ? { ok: false, errors: { protocolId: message } } : { ok: false, formError: message };
      }
      // The fragment brings the reader (and, with JavaScript, the focus) back to the row or list just changed.
      const anchor = intent === "up" || intent === "down" ? `#move-${protocolIdOf(values)}-${intent}` : intent === "add" || intent === "remove" ? "#protocols" : "";
      return redirectTo(`/${lang}/editorial/collections/${id}?done=${intent}${anchor}`);
    },
  });
}

/** /{lang}/editorial/collections/:id: a collection's details, protocols and order, and its publication (ADR 0106). */
export default function EditorialCollectionPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const result = useActionData<FormActionData>();
  const { record: collection, history, done, idempotencyKey } = loaderData;
  const pick = (en: string, cn: string | null) => (lang === "cn" && cn ? cn : en);
  const name = pick(collection.titleEn, collection.titleCn);
  const action = `/${lang}/editorial/collections/${collection.id}`;
  const failed = result?.status === "error" ? result : null;
  const failedIntent = failed?.values.intent;
  const detailsFailed = failedIntent === "details";
  const addFailed = failedIntent === "add";
  const formError = failed && !detailsFailed && !addFailed ? (failed.formError ?? failed.errors.protocolId ?? null) : null;
  const stored = {
    slug: collection.slug,
    titleEn: collection.titleEn,
    titleCn: collection.titleCn,
    descriptionEn: collection.descriptionEn,
    descriptionCn: collection.descriptionCn,
    coverUrl: collection.coverUrl,
  };
  const published = collection.state === "published";
  const typedProtocol = addFailed ? failed?.values.protocolId : "";
  const addError = addFailed ? failed?.errors.protocolId : undefined;
  useReturnFocus("protocols");

  return (
    <OfficePage title={name}>
      <p>
        <StateBadge state={collection.state}>{t(`editorial.collections.state.${collection.state}`)}</StateBadge>{" "}
        {published ? <a href={`/${lang}/collections?id=${collection.id}`}>{t("editorial.collections.viewPublic")}</a> : null}
      </p>
      <DoneNotice text={done && !result ? t(`editorial.collections.done.${done}`) : null} />
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

      <OfficeSection id="editorial-collection-add" title={t("editorial.collections.add")}>
        <Form method="post" action={action} className="forms-form" noValidate>
          <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
          <input type="hidden" name="intent" value="add" />
          <AddProtocolField
            id="collection-add-protocol"
            label={t("editorial.collections.addLabel")}
            hint={t("editorial.collections.addHint")}
            button={t("editorial.collections.addButton")}
            typed={typeof typedProtocol === "string" ? typedProtocol : ""}
            error={addError}
          />
        </Form>
      </OfficeSection>

      <CollectionDetailsForm
        area="collections"
        stored={stored}
        failed={detailsFailed ? failed : null}
        covers={COLLECTION_COVERS}
        action={action}
        idempotencyKey={idempotencyKey}
      />

      <PublishForm id="editorial-collection-publish" area="collections" published={published} action={action} idempotencyKey={idempotencyKey} />

      <RecordFooter title={t("editorial.collections.history")} history={history} back={`/${lang}/editorial/collections`} backLabel={t("editorial.collections.back")} />
    </OfficePage>
  );
}
