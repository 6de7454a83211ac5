import { Link } from "react-router";
import type { Route } from "./+types/specialissue";
import { listSpecialIssues } from "@core/special-issues/list-special-issues";
import { findSpecialIssue, type SpecialIssuePerson } from "@core/special-issues/find-special-issue";
import { parseId } from "@core/content/parse-id";
import { formatDate } from "@core/dates/format-date";
import { guardLanguage } from "~/lib/language-guard.server";
import { notFound, parameterError } from "~/lib/route-errors";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { ContentPage } from "~/components/content/ContentPage";
import { ProtocolList } from "~/components/ProtocolList";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/**
 * SPEC §2.2 /{lang}/specialissue: the e-books and special issues; ?id= shows one, with its sections of
 * protocols, managing editor, associate editors and reviewers.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const idParam = new URL(request.url).searchParams.get("id");
  if (idParam === null) return { list: await listSpecialIssues(context.db, lang), issue: null };
  const id = parseId(idParam);
  if (id === null) throw parameterError();
  const issue = await findSpecialIssue(context.db, lang, id);
  if (!issue) throw notFound();
  return { list: null, issue };
}

function People({
  role,
  people,
}: {
  role: "managing_editor" | "associate_editor" | "reviewer";
  people: readonly SpecialIssuePerson[];
}) {
  const { t } = useI18n();
  if (!people.length) return null;
  return (
    <div className="si-people__group">
      <h3>{t(`content.specialissue.${people.length === 1 ? "role" : "roles"}.${role}` as MessageKey)}</h3>
      <ul>
        {people.map((p) => (
          <li key={`${p.name}|${p.affiliation}`}>
            <span className="si-people__name">{p.name}</span>
            <span className="si-people__affiliation">{p.affiliation}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function SpecialIssuePage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const section = t("page.specialissue");
  const { list, issue } = loaderData;

  if (issue) {
    const toc = [
      { id: "si-editors", text: t("content.specialissue.editors"), level: 2 as const },
      ...issue.sections.map((s) => ({ id: `si-section-${s.id}`, text: s.title, level: 2 as const })),
    ];
    return (
      <ContentPage
        title={issue.title}
        headTitle={`${issue.title} – ${section}`}
        description={issue.description}
        kicker={section}
        toc={toc}
        canonicalParams={["id"]}
        className="special-issue-page"
        lead={
          <div className="si-header">
            <img className="si-header__cover" src={issue.coverUrl} alt="" width={320} height={180} />
            <div>
              <p className="si-header__date">
                {t("content.specialissue.published", { date: formatDate(issue.publishedOn, lang) })}
              </p>
              <p>{issue.description}</p>
              <p>
                <Link to={`/${lang}/specialissue`}>{t("content.specialissue.all")}</Link>
              </p>
            </div>
          </div>
        }
      >
        <section className="si-people" aria-labelledby="si-editors">
          <h2 id="si-editors">{t("content.specialissue.editors")}</h2>
          <People role="managing_editor" people={issue.managingEditors} />
          <People role="associate_editor" people={issue.associateEditors} />
          <People role="reviewer" people={issue.reviewers} />
        </section>
        {issue.sections.map((s) => (
          <section key={s.id} className="si-section" aria-labelledby={`si-section-${s.id}`}>
            <h2 id={`si-section-${s.id}`}>{s.title}</h2>
            {s.protocols.length ? (
              <ProtocolList items={s.protocols} />
            ) : (
              <p className="empty-note">{t("content.specialissue.emptySection")}</p>
            )}
          </section>
        ))}
      </ContentPage>
    );
  }

  return (
    <ContentPage
      title={section}
      description={t("content.specialissue.description")}
      intro={t("content.specialissue.intro")}
      className="special-issues-page"
    >
      {list && list.length ? (
        <ul className="card-list">
          {list.map((s) => (
            <li key={s.id} className="card">
              <img className="card__image" src={s.coverUrl} alt="" width={256} height={144} loading="lazy" />
              <div className="card__body">
                <h2 className="card__title">
                  <Link to={`/${lang}/specialissue?id=${s.id}`}>{s.title}</Link>
                </h2>
                <p className="card__meta">
                  <time dateTime={s.publishedOn}>{formatDate(s.publishedOn, lang)}</time>
                  <span>{t("content.specialissue.protocolCount", { count: s.protocolCount })}</span>
                </p>
                <p className="card__text">{s.description}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-note">{t("content.specialissue.empty")}</p>
      )}
    </ContentPage>
  );
}
