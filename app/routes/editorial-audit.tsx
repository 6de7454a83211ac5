import "~/i18n/office-messages";
import type { Route } from "./+types/editorial-audit";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { pageCount, parsePage } from "@core/protocols/paging";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { AuditTable } from "~/components/editorial/AuditTable";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { Pagination } from "~/components/reading/Pagination";
import { requireEditor } from "~/lib/editorial.server";
import { notFound, parameterError } from "~/lib/route-errors";
import "~/styles/forms.css";
import "~/styles/editorial.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  if (page === null) throw parameterError();
  const { rows, total } = await listAuditEntries(context.db, { page });
  const pages = pageCount(total);
  if (page > pages) throw notFound();
  return { rows, page, pages };
}

/** /{lang}/editorial/audit: every editorial and role change, newest first (issue 14). */
export default function EditorialAuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { rows, page, pages } = loaderData;
  return (
    <main id="main" className="container forms-page editorial-page">
      <PageHead title={t("editorial.audit.title")} noindex />
      <EditorialNav />
      <h1>{t("editorial.audit.title")}</h1>
      <p className="forms-lead">{t("editorial.audit.intro")}</p>
      {rows.length === 0 ? <p>{t("editorial.audit.none")}</p> : <AuditTable rows={rows} />}
      <Pagination page={page} pages={pages} />
    </main>
  );
}
