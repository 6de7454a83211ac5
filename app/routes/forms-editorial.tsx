import type { Route } from "./+types/forms-editorial";
import { CATEGORIES } from "@core/categories/categories";
import { formatDate } from "@core/dates/format-date";
import { listReceivedForms, type ReceivedItem } from "@core/editorial/list-received-forms";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { requireEditor } from "~/lib/editorial.server";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { localized } from "@core/content/localized";
import { RecordTable } from "~/components/editorial/RecordTable";
import "~/styles/editorial.css";
import "~/styles/forms.css";

/** Editors only (ADR 0099): everyone else gets the not-found page, which reveals nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  return { received: await listReceivedForms(context.db) };
}

function FileLink({ file }: { file: { uploadId: number; name: string } | null }) {
  if (!file) return <>-</>;
  return (
    <a href={`/uploads/${file.uploadId}`} download={file.name}>
      {file.name}
    </a>
  );
}

function ItemTable({ title, items }: { title: MessageKey; items: ReceivedItem[] }) {
  const { lang, t } = useI18n();
  return (
    <section className="forms-inbox__section">
      <h2>{t(title)}</h2>
      {items.length === 0 ? (
        <p>{t("forms.editorial.none")}</p>
      ) : (
        <RecordTable
          head={[t("forms.mail.reference"), t("forms.editorial.received"), t("forms.editorial.subject"), t("forms.field.email"), t("forms.editorial.detail"), t("forms.editorial.file")]}
          rows={items}
          rowKey={(item) => item.reference}
          cells={(item) => (
            <>
                  <td>{item.reference}</td>
                  <td>{formatDate(item.createdAt, lang)}</td>
                  <td>{item.title}</td>
                  <td>{item.email}</td>
                  <td>{item.detail}</td>
                  <td>
                    <FileLink file={item.file} />
                  </td>
            </>
          )}
        />
      )}
    </section>
  );
}

/** /{lang}/editorial: what the forms received, for the editorial office; the only page showing fee-waiver requests. */
export default function EditorialInboxPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { received } = loaderData;
  const category = (id: number) => {
    const c = CATEGORIES.find((x) => x.id === id);
    return c ? localized(lang, c.nameEn, c.nameCn) : String(id);
  };
  return (
    <main id="main" className="container forms-page forms-inbox">
      <PageHead title={t("forms.editorial.title")} noindex />
      <EditorialNav />
      <h1>{t("forms.editorial.title")}</h1>
      <p className="forms-lead">{t("forms.editorial.intro")}</p>
      <section className="forms-inbox__section">
        <h2>{t("forms.editorial.submissions")}</h2>
        {received.submissions.length === 0 ? (
          <p>{t("forms.editorial.none")}</p>
        ) : (
          <RecordTable
            head={[t("forms.mail.reference"), t("forms.editorial.received"), t("forms.submission.title"), t("forms.submission.route"), t("forms.submission.category"), t("forms.submission.waiver"), t("forms.editorial.file")]}
            rows={received.submissions}
            rowKey={(s) => s.reference}
            cells={(s) => (
              <>
                    <td>{s.reference}</td>
                    <td>{formatDate(s.createdAt, lang)}</td>
                    <td>
                      <strong>{s.title}</strong>
                      <br />
                      {s.authors} · {s.email}
                    </td>
                    <td>{t(`forms.submission.route.${s.route}` as MessageKey)}</td>
                    <td>{category(s.categoryId)}</td>
                    <td className="forms-waiver-cell">
                      {t(`forms.submission.waiver.${s.waiver}` as MessageKey)}
                      {s.waiverReason ? <p>{s.waiverReason}</p> : null}
                    </td>
                    <td>
                      <FileLink file={s.file} />
                      {s.supplementary ? (
                        <>
                          <br />
                          <FileLink file={s.supplementary} />
                        </>
                      ) : null}
                    </td>
              </>
            )}
          />
        )}
      </section>
      <ItemTable title="forms.editorial.inquiries" items={received.inquiries} />
      <ItemTable title="forms.editorial.reviewers" items={received.reviewers} />
      <ItemTable title="forms.editorial.ambassadors" items={received.ambassadors} />
      <ItemTable title="forms.editorial.help" items={received.help} />
    </main>
  );
}
