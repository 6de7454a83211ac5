import type { Route } from "./+types/forms-editorial";
import { CATEGORIES } from "@core/categories/categories";
import { formatDate } from "@core/dates/format-date";
import { listReceivedForms, type ReceivedItem } from "@core/editorial/list-received-forms";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { requireEditor } from "~/lib/editorial.server";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { localized } from "@core/content/localized";
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
        <div className="forms-table-wrap">
          <table className="forms-table">
            <thead>
              <tr>
                <th scope="col">{t("forms.mail.reference")}</th>
                <th scope="col">{t("forms.editorial.received")}</th>
                <th scope="col">{t("forms.editorial.subject")}</th>
                <th scope="col">{t("forms.field.email")}</th>
                <th scope="col">{t("forms.editorial.detail")}</th>
                <th scope="col">{t("forms.editorial.file")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.reference}>
                  <td>{item.reference}</td>
                  <td>{formatDate(item.createdAt, lang)}</td>
                  <td>{item.title}</td>
                  <td>{item.email}</td>
                  <td>{item.detail}</td>
                  <td>
                    <FileLink file={item.file} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
          <div className="forms-table-wrap">
            <table className="forms-table">
              <thead>
                <tr>
                  <th scope="col">{t("forms.mail.reference")}</th>
                  <th scope="col">{t("forms.editorial.received")}</th>
                  <th scope="col">{t("forms.submission.title")}</th>
                  <th scope="col">{t("forms.submission.route")}</th>
                  <th scope="col">{t("forms.submission.category")}</th>
                  <th scope="col">{t("forms.submission.waiver")}</th>
                  <th scope="col">{t("forms.editorial.file")}</th>
                </tr>
              </thead>
              <tbody>
                {received.submissions.map((s) => (
                  <tr key={s.reference}>
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
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <ItemTable title="forms.editorial.inquiries" items={received.inquiries} />
      <ItemTable title="forms.editorial.reviewers" items={received.reviewers} />
      <ItemTable title="forms.editorial.ambassadors" items={received.ambassadors} />
      <ItemTable title="forms.editorial.help" items={received.help} />
    </main>
  );
}
