import "virtual:messages/with/content";
import type { Route } from "./+types/specialissue";
import { listSpecialIssues } from "@core/special-issues/list-special-issues";
import { findSpecialIssue, type SpecialIssuePerson } from "@core/special-issues/find-special-issue";
import { formatDate } from "@core/dates/format-date";
import { showcaseLoader } from "~/lib/showcase-page.server";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { ContentPage } from "~/components/content/ContentPage";
import { ShowcaseCards, ShowcasePage, ShowcaseProtocols } from "~/components/content/Showcase";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/**
 * SPEC §2.2 /{lang}/specialissue: the e-books and special issues; ?id= shows one, with its sections of
 * protocols, managing editor, associate editors and reviewers.
 */
export const loader = showcaseLoader(listSpecialIssues, findSpecialIssue);

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
  const { list, item: issue } = loaderData;

  if (issue) {
    const toc = [
      { id: "si-editors", text: t("content.specialissue.editors"), level: 2 as const },
      ...issue.sections.map((s) => ({ id: `si-section-${s.id}`, text: s.title, level: 2 as const })),
    ];
    return (
      <ShowcasePage
        showcase={issue}
        section={section}
        back={{ to: `/${lang}/specialissue`, label: t("content.specialissue.all") }}
        className="special-issue-page"
        toc={toc}
        header={
          <p className="si-header__date">
            {t("content.specialissue.published", { date: formatDate(issue.publishedOn, lang) })}
          </p>
        }
      >
        <section className="si-people" aria-labelledby="si-editors">
          <h2 id="si-editors">{t("content.specialissue.editors")}</h2>
          <People role="managing_editor" people={issue.managingEditors} />
          <People role="associate_editor" people={issue.associateEditors} />
          <People role="reviewer" people={issue.reviewers} />
        </section>
        {issue.sections.map((s) => (
          <ShowcaseProtocols
            key={s.id}
            id={`si-section-${s.id}`}
            title={s.title}
            className="si-section"
            protocols={s.protocols}
            empty={t("content.specialissue.emptySection")}
          />
        ))}
      </ShowcasePage>
    );
  }

  return (
    <ContentPage
      title={section}
      description={t("content.specialissue.description")}
      intro={t("content.specialissue.intro")}
      className="special-issues-page"
    >
      <ShowcaseCards
        items={list ?? []}
        href={(s) => `/${lang}/specialissue?id=${s.id}`}
        meta={(s) => (
          <>
            <time dateTime={s.publishedOn}>{formatDate(s.publishedOn, lang)}</time>
            <span>{t("content.specialissue.protocolCount", { count: s.protocolCount })}</span>
          </>
        )}
        empty={t("content.specialissue.empty")}
      />
    </ContentPage>
  );
}
