import type { Route } from "./+types/press";
import { countInPress, listInPress } from "@core/protocols/list-reading-lists";
import { useI18n } from "~/i18n/translate";
import { ReadingListPage } from "~/components/reading/ReadingListPage";
import { visitorPageHeaders } from "~/lib/visitor-page.server";
import { loadListPage } from "~/lib/list-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListPage(request, () => countInPress(context.db), (limit, offset) => listInPress(context.db, limit, offset));
}

/** Articles in press (SPEC §2.2, §4): accepted, not yet in an issue, newest first. */
export default function PressPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return <ReadingListPage title={t("page.press")} description={t("reading.press.intro")} empty={t("reading.press.empty")} list={loaderData} />;
}
