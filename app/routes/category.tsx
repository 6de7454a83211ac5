import type { Route } from "./+types/category";
import { CATEGORIES } from "@core/categories/categories";
import { countCategoryProtocols, listCategoryProtocols } from "@core/protocols/list-category-protocols";
import { LIST_PAGE_SIZE } from "@core/protocols/paging";
import { parameterError } from "~/lib/route-errors";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { ProtocolList } from "~/components/ProtocolList";
import { Pagination } from "~/components/reading/Pagination";
import { localized } from "@core/content/localized";
import { visitorPageHeaders } from "~/lib/visitor-page.server";
import { requestedPage, readListPage } from "~/lib/list-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const fl1 = query.get("fl1") ?? "";
  const category = /^\d{1,4}$/.test(fl1) ? CATEGORIES.find((c) => c.id === Number(fl1)) : undefined;
  if (!category) throw parameterError();
  const page = requestedPage(request);
  const total = await countCategoryProtocols(context.db, category.id);
  const list = await readListPage(page, total, (limit, offset) => listCategoryProtocols(context.db, category.id, limit, offset));
  return { category, ...list };
}

/** Category listing (SPEC §2.3, §2.4): the published protocols of one subject (query fl1), newest first. */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { category, items, total, page, pages } = loaderData;
  const name = localized(lang, category.nameEn, category.nameCn);
  return (
    <main id="main" className="container reading-list">
      <PageHead title={name} description={t("reading.category.intro", { category: name })} canonicalParams={["fl1", "c", "page"]} />
      <p className="reading-list__kicker">{t("page.category")}</p>
      <h1>{name}</h1>
      <p className="reading-list__intro">
        {t("reading.category.intro", { category: name })} {t("reading.category.count", { count: total })}
      </p>
      {items.length === 0 ? <p className="reading-list__empty">{t("reading.list.empty")}</p> : <ProtocolList items={items} start={(page - 1) * LIST_PAGE_SIZE + 1} />}
      <Pagination page={page} pages={pages} />
    </main>
  );
}
