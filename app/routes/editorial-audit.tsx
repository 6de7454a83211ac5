import "virtual:messages/with/office";
import type { Route } from "./+types/editorial-audit";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { useI18n } from "~/i18n/translate";
import { AuditTable } from "~/components/editorial/AuditTable";
import { OfficePage } from "~/components/editorial/RecordParts";
import { Pagination } from "~/components/reading/Pagination";
import { listPage, loadOfficePage, pagesOf } from "~/lib/editorial-office-page.server";
import "~/styles/editorial.css";

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(args, async ({ db, search }) => {
    const page = listPage(search);
    const { rows, total } = await listAuditEntries(db, { page });
    return { rows, page, pages: pagesOf(total, page) };
  });

/** /{lang}/editorial/audit: every editorial and role change, newest first (issue 14). */
export default function EditorialAuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { rows, page, pages } = loaderData;
  return (
    <OfficePage title={t("editorial.audit.title")}>
      <p className="forms-lead">{t("editorial.audit.intro")}</p>
      {rows.length === 0 ? <p>{t("editorial.audit.none")}</p> : <AuditTable rows={rows} />}
      <Pagination page={page} pages={pages} />
    </OfficePage>
  );
}
