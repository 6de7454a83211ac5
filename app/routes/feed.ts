import type { Route } from "./+types/feed";
import { CATEGORIES } from "@core/categories/categories";
import { isLang } from "@core/config/constants";
import { buildFeed, parseFeedFileName } from "@core/harvest/build-feed";
import { listFeedItems } from "@core/harvest/list-feed-items";
import { translate } from "~/i18n/translate";
import { siteOrigin } from "~/lib/site-origin.server";

/** GET /{lang}/feeds/{new|inpress|category-slug}.{rss|atom}: RSS 2.0 and Atom feeds per language (ADR 0089). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = params.lang;
  const parsed = parseFeedFileName(params.name);
  if (!isLang(lang) || !parsed) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { feed, format } = parsed;
  const category = feed.list === "category" ? CATEGORIES.find((c) => c.id === feed.categoryId) : undefined;
  const listName = category
    ? lang === "cn"
      ? category.nameCn
      : category.nameEn
    : translate(lang, feed.list === "new" ? "home.newlyPublished" : "home.inPress");
  const title = `${translate(lang, "site.title")}: ${listName}`;
  const items = await listFeedItems(context.db, feed);
  const xml = buildFeed(items, { origin: siteOrigin(context), lang, feed, format, texts: { title, description: title } });
  return new Response(xml, {
    headers: {
      "Content-Type": format === "rss" ? "application/rss+xml; charset=utf-8" : "application/atom+xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    },
  });
}
