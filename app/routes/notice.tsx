import type { Route } from "./+types/notice";
import { localized } from "@core/content/localized";
import { formatDate } from "@core/dates/format-date";
import { parseRecordId } from "@core/db/parse-record-id";
import { findNotice } from "@core/protocols/find-notice";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { NoticeText } from "~/components/reading/ProtocolNotices";
import { guardLanguage } from "~/lib/language-guard.server";
import { notFound } from "~/lib/route-errors";

/**
 * /{lang}/notice?id=N: a correction, retraction or expression of concern on its own page (ADR 0104), the
 * landing page its DOI resolves to (the English one is registered; the Chinese one is the same record).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  guardLanguage(request);
  const id = parseRecordId(new URL(request.url).searchParams.get("id"));
  const notice = id === null ? null : await findNotice(context.db, id);
  if (!notice) throw notFound();
  return { notice };
}

export default function NoticePage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { notice: n } = loaderData;
  const kind = t(`reading.notice.kind.${n.kind}` as MessageKey);
  const protocolTitle = localized(lang, n.protocol.titleEn, n.protocol.titleCn);
  const title = t("reading.notice.pageTitle", { kind, title: protocolTitle });
  const protocolHref = `/${lang}/bpdetail?id=${n.protocol.id}&type=${n.protocol.kind}`;
  return (
    <main id="main" className="container protocol-page notice-page">
      <PageHead title={title} canonicalParams={["id"]} />
      <article aria-labelledby="notice-title">
        <p className="protocol__badges">
          <span className="protocol-badge">{kind}</span>
        </p>
        <h1 id="notice-title" className="protocol__title">
          {title}
        </h1>
        <p className="protocol__source">
          <span>{t("reading.notice.published", { date: formatDate(n.noticeOn, lang) })}</span>
          {n.doi ? (
            <a href={`https://doi.org/${n.doi}`} rel="noopener noreferrer">
              {`DOI: ${n.doi}`}
            </a>
          ) : null}
        </p>
        <div className={`reading-notice protocol-notice protocol-notice--${n.kind}`}>
          <NoticeText notice={n} />
        </div>
        <p>
          {t("reading.notice.about")}: <a href={protocolHref}>{protocolTitle}</a>
          {n.protocol.doi ? ` (DOI: ${n.protocol.doi})` : null}
        </p>
      </article>
    </main>
  );
}
