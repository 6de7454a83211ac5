import { Link } from "react-router";
import type { Route } from "./+types/collections";
import { listCollections } from "@core/collections/list-collections";
import { findCollection } from "@core/collections/find-collection";
import { parseId } from "@core/content/parse-id";
import { guardLanguage } from "~/lib/language-guard.server";
import { notFound, parameterError } from "~/lib/route-errors";
import { useI18n } from "~/i18n/translate";
import { ContentPage } from "~/components/content/ContentPage";
import { ProtocolList } from "~/components/ProtocolList";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/** /{lang}/collections: the subject collections linked from the home page; ?id= shows one with its protocols. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const idParam = new URL(request.url).searchParams.get("id");
  if (idParam === null) return { list: await listCollections(context.db, lang), collection: null };
  const id = parseId(idParam);
  if (id === null) throw parameterError();
  const collection = await findCollection(context.db, lang, id);
  if (!collection) throw notFound();
  return { list: null, collection };
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const section = t("content.page.collections");
  const { list, collection } = loaderData;

  if (collection) {
    return (
      <ContentPage
        title={collection.title}
        headTitle={`${collection.title} – ${section}`}
        description={collection.description}
        kicker={section}
        canonicalParams={["id"]}
        className="collection-page"
        lead={
          <div className="si-header">
            <img className="si-header__cover" src={collection.coverUrl} alt="" width={320} height={180} />
            <div>
              <p>{collection.description}</p>
              <p>
                <Link to={`/${lang}/collections`}>{t("content.collections.all")}</Link>
              </p>
            </div>
          </div>
        }
      >
        <section aria-labelledby="collection-protocols">
          <h2 id="collection-protocols">{t("content.collections.protocols")}</h2>
          {collection.protocols.length ? (
            <ProtocolList items={collection.protocols} />
          ) : (
            <p className="empty-note">{t("content.collections.emptyProtocols")}</p>
          )}
        </section>
      </ContentPage>
    );
  }

  return (
    <ContentPage
      title={section}
      summary={t("content.collections.intro")}
      className="collections-page"
    >
      {list && list.length ? (
        <ul className="card-list">
          {list.map((c) => (
            <li key={c.id} className="card">
              <img className="card__image" src={c.coverUrl} alt="" width={256} height={144} loading="lazy" />
              <div className="card__body">
                <h2 className="card__title">
                  <Link to={`/${lang}/collections?id=${c.id}`}>{c.title}</Link>
                </h2>
                <p className="card__meta">
                  <span>{t("content.specialissue.protocolCount", { count: c.protocolCount })}</span>
                </p>
                <p className="card__text">{c.description}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-note">{t("content.collections.empty")}</p>
      )}
    </ContentPage>
  );
}
