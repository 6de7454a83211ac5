import "~/i18n/office-messages";
import { Form, Link, useActionData } from "react-router";
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
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { AuditTable } from "~/components/editorial/AuditTable";
import { ContentForm } from "~/components/editorial/ContentForm";
import { contentPublicPath, contentRowImage, contentRowLabel } from "~/components/editorial/content-rows";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import type { FormActionData } from "~/lib/forms/form-action-data";
import {
  contentColumnsFromPost,
  contentImageFiles,
  contentKindOf,
  refusedOutcome,
} from "~/lib/editorial-content.server";
import { editorialRecordId, requireEditor } from "~/lib/editorial.server";
import { newIdempotencyKey } from "~/lib/forms/new-idempotency-key.server";
import { runFormAction, type SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { guardLanguage } from "~/lib/language-guard.server";
import { notFound } from "~/lib/route-errors";
import "~/styles/forms.css";
import "~/styles/editorial.css";
import "~/styles/editorial-issues.css";
import "~/styles/editorial-collections.css";
import "~/styles/editorial-content.css";

const DONE = ["create", ...ITEM_INTENTS] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  const kind = contentKindOf(params.kind);
  const id = editorialRecordId(params.id);
  const item = await findContentItem(context.db, kind, id);
  if (!item) throw notFound();
  const history = await listAuditEntries(context.db, {
    page: 1,
    entity: { type: CONTENT_SPECS[kind].entity, id: String(id) },
  });
  const done = new URL(request.url).searchParams.get("done");
  return {
    kind,
    item,
    history: history.rows,
    done: DONE.find((d) => d === done) ?? null,
    idempotencyKey: newIdempotencyKey(),
  };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireEditor(args.request, args.context);
  const kind = contentKindOf(args.params.kind);
  const id = editorialRecordId(args.params.id);
  const lang = guardLanguage(args.request);
  const { db } = args.context;
  return runFormAction(args, {
    name: "editorial",
    form: contentItemForm(kind),
    // A new picture replaces the stored one; without one the stored one stays.
    files: contentImageFiles(kind),
    async submit({ values, uploads }): Promise<SubmitOutcome> {
      const { intent } = values;
      let result;
      if (intent === "save") {
        const columns = await contentColumnsFromPost(args.context, kind, values, uploads[IMAGE_TOKEN_FIELD] ?? null);
        if (!columns.ok) return { ok: false, errors: columns.errors };
        result = await saveContentItem(db, kind, id, columns.columns, actor);
      } else {
        result = await setContentState(db, kind, id, intent === "publish" ? "published" : "draft", actor);
      }
      if (!result.ok) return refusedOutcome(result.reason);
      return {
        ok: true,
        reference: null,
        emailIds: [],
        redirectTo: `/${lang}/editorial/content/${kind}/${id}?done=${intent}`,
      };
    },
  });
}

/** /{lang}/editorial/content/:kind/:id: an item's fields in both languages, its picture, its publication and history (ADR 0112). */
export default function EditorialContentItemPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { kind, item, history, done, idempotencyKey } = loaderData;
  const spec = CONTENT_SPECS[kind];
  const result = useActionData<FormActionData>();
  const stateFailed = result?.status === "error" && result.values.intent !== "save" ? result : null;
  const name = contentRowLabel(kind, item, lang);
  const action = `/${lang}/editorial/content/${kind}/${item.id}`;
  const published = item.state === "published";

  return (
    <main id="main" className="container forms-page editorial-page">
      <PageHead title={name} noindex />
      <EditorialNav />
      <p className="editorial-breadcrumb">
        <Link to={`/${lang}/editorial/content`}>{t("editorial.content.title")}</Link> ›{" "}
        <Link to={`/${lang}/editorial/content/${kind}`}>{t(`editorial.content.kind.${kind}` as MessageKey)}</Link>
      </p>
      <h1>{name}</h1>
      <p>
        <span className={`editorial-issue-state editorial-issue-state--${item.state}`}>
          {t(`editorial.content.state.${item.state}`)}
        </span>{" "}
        {published ? <a href={contentPublicPath(kind, item, lang)}>{t("editorial.content.viewPublic")}</a> : null}
      </p>
      {done && !result ? (
        <p className="editorial-notice" role="status">
          {t(`editorial.content.done.${done}`)}
        </p>
      ) : null}
      <FormAlert message={stateFailed?.formError} />

      <section aria-labelledby="content-details">
        <h2 id="content-details">{t("editorial.content.details")}</h2>
        <ContentForm
          kind={kind}
          action={action}
          intent="save"
          idempotencyKey={idempotencyKey}
          stored={contentFormValuesOf(spec, item)}
          currentImage={contentRowImage(kind, item)}
          submitLabel={t("editorial.content.save")}
        />
      </section>

      <section aria-labelledby="content-publish" className="editorial-notice">
        <h2 id="content-publish">{t("editorial.content.publishTitle")}</h2>
        <p>{t(published ? "editorial.content.publishedHint" : "editorial.content.draftHint")}</p>
        <Form method="post" action={action}>
          <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
          <input type="hidden" name="intent" value={published ? "unpublish" : "publish"} />
          <button type="submit" className={published ? "forms-button forms-button--secondary" : "forms-button"}>
            {t(published ? "editorial.content.unpublish" : "editorial.content.publish")}
          </button>
        </Form>
      </section>

      {history.length ? <AuditTable title={t("editorial.content.history")} rows={history} /> : null}
      <p>
        <Link to={`/${lang}/editorial/content/${kind}`}>
          {t("editorial.content.back", { kind: t(`editorial.content.kind.${kind}` as MessageKey) })}
        </Link>
      </p>
    </main>
  );
}
