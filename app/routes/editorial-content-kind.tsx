import "virtual:messages/with/office";
import { Link, useActionData } from "react-router";
import type { Route } from "./+types/editorial-content-kind";
import { isoDay } from "@core/dates/iso-day";
import { contentListForm, IMAGE_TOKEN_FIELD } from "@core/editorial/content/content-forms";
import { CONTENT_SPECS } from "@core/editorial/content/content-specs";
import { listContentItems } from "@core/editorial/content/list-content-items";
import { moveContentItem } from "@core/editorial/content/move-content-item";
import { saveContentItem } from "@core/editorial/content/save-content-item";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { ContentForm } from "~/components/editorial/ContentForm";
import { contentRowImage, contentRowLabel, contentRowMeta } from "~/components/editorial/content-rows";
import { MoveButtons } from "~/components/editorial/MoveButtons";
import { useReturnFocus } from "~/components/editorial/OrderedProtocolList";
import { DoneNotice, OfficePage, OfficeSection, StateBadge } from "~/components/editorial/RecordParts";
import { RecordTable } from "~/components/editorial/RecordTable";
import { FormAlert } from "~/components/forms/FormParts";
import type { FormActionData } from "~/lib/forms/form-action-data";
import {
  contentColumnsFromPost,
  contentImageFiles,
  contentKindOf,
  refusedOutcome,
} from "~/lib/editorial-content.server";
import { loadOfficePage, redirectTo, runEditorAction } from "~/lib/editorial-office-page.server";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import "~/styles/editorial.css";
import "~/styles/editorial-issues.css";
import "~/styles/editorial-collections.css";
import "~/styles/editorial-content.css";
import { ResponsiveImage } from "~/components/content/ResponsiveImage";

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(
    args,
    async ({ db }) => {
      const kind = contentKindOf(args.params.kind);
      return { kind, items: await listContentItems(db, kind), today: isoDay() };
    },
    ["move"],
  );

export async function action(args: Route.ActionArgs) {
  const kind = contentKindOf(args.params.kind);
  return runEditorAction(args, {
    form: contentListForm(kind),
    files: contentImageFiles(kind),
    async submit({ db, values, uploads, actor, lang, context }): Promise<SubmitOutcome> {
      const page = `/${lang}/editorial/content/${kind}`;
      if (values.intent === "create") {
        const columns = await contentColumnsFromPost(context, kind, values, uploads[IMAGE_TOKEN_FIELD] ?? null);
        if (!columns.ok) return { ok: false, errors: columns.errors };
        const created = await saveContentItem(db, kind, null, columns.columns, actor);
        if (!created.ok) return refusedOutcome(created.reason);
        return redirectTo(`${page}/${created.id}?done=create`);
      }
      const id = Number(values.itemId);
      const direction = values.intent === "up" ? "up" : "down";
      const moved = await moveContentItem(db, kind, id, Number(values.position), direction, actor);
      if (!moved.ok) return refusedOutcome(moved.reason);
      // The fragment brings the focus back to the pressed button (ADR 0106), so an editor can keep pressing Enter.
      return redirectTo(`${page}?done=move#move-${id}-${direction}`);
    },
  });
}

/** /{lang}/editorial/content/:kind: every item of a kind, published or not, in the public order, and the form that adds one (ADR 0112). */
export default function EditorialContentKindPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { kind, items, today, done, idempotencyKey } = loaderData;
  const spec = CONTENT_SPECS[kind];
  const result = useActionData<FormActionData>();
  const moveFailed = result?.status === "error" && result.values.intent !== "create" ? result : null;
  const action = `/${lang}/editorial/content/${kind}`;
  const title = t(`editorial.content.kind.${kind}` as MessageKey);
  useReturnFocus("content-list");

  return (
    <OfficePage
      title={title}
      beforeTitle={
        <p className="editorial-breadcrumb">
          <Link to={`/${lang}/editorial/content`}>{t("editorial.content.title")}</Link>
        </p>
      }
    >
      <p className="forms-lead">{t(`editorial.content.intro.${kind}` as MessageKey)}</p>
      <p>
        <a href="#content-new">{t("editorial.content.addLink")}</a>
      </p>
      <DoneNotice text={done && !result ? t("editorial.content.done.move") : null} />
      <FormAlert message={moveFailed?.formError} />

      <section aria-labelledby="content-list">
        <h2 id="content-list" tabIndex={-1}>
          {t("editorial.content.list")}
        </h2>
        {items.length === 0 ? (
          <p>{t("editorial.content.none")}</p>
        ) : (
          <RecordTable
            head={[
              ...(spec.order.manual ? [t("editorial.content.col.order")] : []),
              t("editorial.content.col.item"),
              t("editorial.content.col.state"),
            ]}
            rows={items}
            rowKey={(item) => item.row.id}
            cells={({ row, position, canMoveUp, canMoveDown }) => {
              const label = contentRowLabel(kind, row, lang);
              const image = contentRowImage(kind, row);
              return (
                <>
                  {spec.order.manual ? (
                    <td>
                      <MoveButtons
                        action={action}
                        idempotencyKey={idempotencyKey}
                        fields={{ itemId: row.id, position }}
                        intents={{ up: "up", down: "down" }}
                        idBase={`move-${row.id}`}
                        first={!canMoveUp}
                        last={!canMoveDown}
                        labels={{
                          up: t("editorial.collections.upLabel", { title: label }),
                          down: t("editorial.collections.downLabel", { title: label }),
                        }}
                      />
                    </td>
                  ) : null}
                  <td>
                    <div className="editorial-content-row">
                      {image ? <ResponsiveImage src={image} sizes="48px" alt="" width={48} height={48} loading="lazy" /> : null}
                      <div>
                        <Link to={`${action}/${row.id}`}>{label}</Link>
                        <div className="forms-hint">{contentRowMeta(kind, row, lang, t)}</div>
                      </div>
                    </div>
                  </td>
                  <td>
                    <StateBadge state={row.state}>{t(`editorial.content.state.${row.state}`)}</StateBadge>
                  </td>
                </>
              );
            }}
          />
        )}
      </section>

      <OfficeSection id="content-new" title={t(`editorial.content.new.${kind}` as MessageKey)}>
        <p className="forms-hint">{t("editorial.content.newHint")}</p>
        <ContentForm
          kind={kind}
          action={action}
          intent="create"
          idempotencyKey={idempotencyKey}
          stored={{ publishedOn: today, board: "editorial", role: "associate_editor" }}
          currentImage={null}
          submitLabel={t("editorial.content.create")}
        />
      </OfficeSection>
    </OfficePage>
  );
}
