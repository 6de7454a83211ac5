import "virtual:messages/with/office";
import { Link, useActionData } from "react-router";
import type { Route } from "./+types/editorial-content-item";
import {
  contentFormValuesOf,
  contentItemForm,
  IMAGE_TOKEN_FIELD,
  ITEM_INTENTS,
} from "@core/editorial/content/content-forms";
import { CONTENT_SPECS } from "@core/editorial/content/content-specs";
import { findContentItem } from "@core/editorial/content/find-content-item";
import { saveContentItem } from "@core/editorial/content/save-content-item";
import { setContentState } from "@core/editorial/content/set-content-state";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { ContentForm } from "~/components/editorial/ContentForm";
import { contentPublicPath, contentRowImage, contentRowLabel } from "~/components/editorial/content-rows";
import { PublishForm } from "~/components/editorial/PublishForm";
import { DoneNotice, OfficePage, OfficeSection, RecordFooter, StateBadge } from "~/components/editorial/RecordParts";
import { loadRecordPage, redirectTo, runRecordAction } from "~/lib/editorial-office-page.server";
import { FormAlert } from "~/components/forms/FormParts";
import type { FormActionData } from "~/lib/forms/form-action-data";
import {
  contentColumnsFromPost,
  contentImageFiles,
  contentKindOf,
  refusedOutcome,
} from "~/lib/editorial-content.server";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import "~/styles/editorial.css";
import "~/styles/editorial-issues.css";
import "~/styles/editorial-collections.css";
import "~/styles/editorial-content.css";

const DONE = ["create", ...ITEM_INTENTS] as const;

export async function loader(args: Route.LoaderArgs) {
  const kind = contentKindOf(args.params.kind);
  const page = await loadRecordPage(args, (db, id) => findContentItem(db, kind, id), CONTENT_SPECS[kind].entity, DONE);
  return { kind, ...page };
}

export async function action(args: Route.ActionArgs) {
  const kind = contentKindOf(args.params.kind);
  return runRecordAction(args, {
    form: contentItemForm(kind),
    // A new picture replaces the stored one; without one the stored one stays.
    files: contentImageFiles(kind),
    async submit({ db, values, uploads, id, actor, lang, context }): Promise<SubmitOutcome> {
      const { intent } = values;
      let result;
      if (intent === "save") {
        const columns = await contentColumnsFromPost(context, kind, values, uploads[IMAGE_TOKEN_FIELD] ?? null);
        if (!columns.ok) return { ok: false, errors: columns.errors };
        result = await saveContentItem(db, kind, id, columns.columns, actor);
      } else {
        result = await setContentState(db, kind, id, intent === "publish" ? "published" : "draft", actor);
      }
      if (!result.ok) return refusedOutcome(result.reason);
      return redirectTo(`/${lang}/editorial/content/${kind}/${id}?done=${intent}`);
    },
  });
}

/** /{lang}/editorial/content/:kind/:id: an item's fields in both languages, its picture, its publication and history (ADR 0112). */
export default function EditorialContentItemPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { kind, record: item, history, done, idempotencyKey } = loaderData;
  const spec = CONTENT_SPECS[kind];
  const result = useActionData<FormActionData>();
  const stateFailed = result?.status === "error" && result.values.intent !== "save" ? result : null;
  const name = contentRowLabel(kind, item, lang);
  const action = `/${lang}/editorial/content/${kind}/${item.id}`;
  const published = item.state === "published";

  return (
    <OfficePage
      title={name}
      beforeTitle={
        <p className="editorial-breadcrumb">
          <Link to={`/${lang}/editorial/content`}>{t("editorial.content.title")}</Link> ›{" "}
          <Link to={`/${lang}/editorial/content/${kind}`}>{t(`editorial.content.kind.${kind}` as MessageKey)}</Link>
        </p>
      }
    >
      <p>
        <StateBadge state={item.state}>{t(`editorial.content.state.${item.state}`)}</StateBadge>{" "}
        {published ? <a href={contentPublicPath(kind, item, lang)}>{t("editorial.content.viewPublic")}</a> : null}
      </p>
      <DoneNotice text={done && !result ? t(`editorial.content.done.${done}`) : null} />
      <FormAlert message={stateFailed?.formError} />

      <OfficeSection id="content-details" title={t("editorial.content.details")}>
        <ContentForm
          kind={kind}
          action={action}
          intent="save"
          idempotencyKey={idempotencyKey}
          stored={contentFormValuesOf(spec, item)}
          currentImage={contentRowImage(kind, item)}
          submitLabel={t("editorial.content.save")}
        />
      </OfficeSection>

      <PublishForm id="content-publish" area="content" published={published} action={action} idempotencyKey={idempotencyKey} />

      <RecordFooter
        title={t("editorial.content.history")}
        history={history}
        back={`/${lang}/editorial/content/${kind}`}
        backLabel={t("editorial.content.back", { kind: t(`editorial.content.kind.${kind}` as MessageKey) })}
      />
    </OfficePage>
  );
}
