import "virtual:messages/with/office";
import { Link } from "react-router";
import type { Route } from "./+types/editorial-content";
import { countContentItems } from "@core/editorial/content/count-content-items";
import { CONTENT_KINDS } from "@core/editorial/content/content-kind";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { OfficePage } from "~/components/editorial/RecordParts";
import { RecordTable } from "~/components/editorial/RecordTable";
import { loadOfficePage } from "~/lib/editorial-office-page.server";
import "~/styles/editorial.css";

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(args, async ({ db }) => ({ counts: await countContentItems(db) }));

/** /{lang}/editorial/content: the journal's other content, one line a kind with its counts (ADR 0112). */
export default function EditorialContentPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { counts } = loaderData;
  return (
    <OfficePage title={t("editorial.content.title")}>
      <p className="forms-lead">{t("editorial.content.hubIntro")}</p>
      <RecordTable
        head={[t("editorial.content.col.kind"), t("editorial.content.col.published"), t("editorial.content.col.draft")]}
        rows={CONTENT_KINDS}
        rowKey={(kind) => kind}
        cells={(kind) => (
          <>
            <td>
              <Link to={`/${lang}/editorial/content/${kind}`}>{t(`editorial.content.kind.${kind}` as MessageKey)}</Link>
              <div className="forms-hint">{t(`editorial.content.where.${kind}` as MessageKey)}</div>
            </td>
            <td>{counts[kind].published}</td>
            <td>{counts[kind].draft}</td>
          </>
        )}
      />
    </OfficePage>
  );
}
