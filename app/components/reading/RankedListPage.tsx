import type { RankedSummary } from "@core/protocols/list-reading-lists";
import { useI18n } from "~/i18n/translate";
import { ReadingListPage } from "./ReadingListPage";

/**
 * Most read and most cited (SPEC §1, §9): one page of protocols ranked by their count in the list's window (the
 * last three months' views, the last five years' citations), the window said above the list. Its texts are the
 * catalogue's page.{ranking} and reading.{ranking}.*.
 */
export function RankedListPage({
  ranking,
  list,
  window,
}: {
  ranking: "read" | "cited";
  list: { items: RankedSummary[]; page: number; pages: number };
  /** The window's first and last day or year, as the page shows them. */
  window: { from: string; to: string };
}) {
  const { t } = useI18n();
  return (
    <ReadingListPage
      title={t(`page.${ranking}`)}
      description={t(`reading.${ranking}.intro`)}
      empty={t("reading.list.empty")}
      list={list}
      // Most read counts views: the window's count stands in for the all-time one.
      hideViews={ranking === "read"}
      extra={(p) => (
        <strong className="reading-window-count">{t(`reading.${ranking}.count`, { count: p.windowCount })}</strong>
      )}
    >
      <p className="reading-list__window">{t(`reading.${ranking}.window`, window)}</p>
    </ReadingListPage>
  );
}
