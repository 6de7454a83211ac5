import type { Route } from "./+types/preprints";
import { countPreprints, listPreprints } from "@core/protocols/list-preprints";
import { useI18n } from "~/i18n/translate";
import { ReadingListPage } from "~/components/reading/ReadingListPage";
import { visitorPageHeaders } from "~/lib/visitor-page.server";
import { loadListPage } from "~/lib/list-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListPage(request, () => countPreprints(context.db), (limit, offset) => listPreprints(context.db, limit, offset));
}

/** OPLS Preprints, the preprint repository (SPEC §2.2): every posted preprint, newest first (ADR 0086). */
export default function PreprintsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const intro = t("reading.preprints.intro");
  return (
    <ReadingListPage
      title={t("page.preprints")}
      description={intro}
      intro={`${intro} ${t("reading.preprints.count", { count: loaderData.total })}`}
      empty={t("reading.preprints.empty")}
      list={loaderData}
    />
  );
}
