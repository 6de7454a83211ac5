import { Link } from "react-router";
import { formatDate } from "@core/dates/format-date";
import { licenceUrl } from "@core/protocols/licence-url";
import type { ProtocolPageData } from "~/lib/protocol-page-data.server";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { CitationPanel } from "./CitationPanel";
import { localized } from "@core/content/localized";

export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="protocol-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A block of the aside: a section named by its heading (`id`), with an id of its own where links point at it. */
function AsideBlock({
  id,
  sectionId,
  title,
  children,
}: {
  id: string;
  sectionId?: string;
  title: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section id={sectionId} className="protocol-aside-block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The protocol page's side column: contents, citation, article facts, history, reviewers, citing works, copyright. */
export function ProtocolAside({ loaderData, preview }: { loaderData: ProtocolPageData; preview: boolean }) {
  const { lang, t } = useI18n();
  const { protocol: p, head } = loaderData;
  const body = loaderData.texts.shown[0]?.body ?? null;
  const query = `id=${p.id}&type=${p.kind}`;
  const cn = lang === "cn";
  const date = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDate(iso, lang)}</time> : null);
  const licence = licenceUrl(p.licence);
  const year = (p.issue?.publishedOn ?? p.publishedOn ?? p.onlineOn ?? "").slice(0, 4);
  const issueLabel = p.issue ? t("issue.label", { volume: p.issue.volume, issue: p.issue.number }) : null;
  return (
    <aside className="protocol-aside">
      {body ? (
        <nav className="protocol-aside-block protocol-toc" aria-labelledby="toc-title">
          <h2 id="toc-title">{t("reading.contents")}</h2>
          <ol>
            <li>
              <a href="#abstract">{t("reading.abstract")}</a>
            </li>
            {body.sections.map((s) => (
              <li key={s.kind}>
                <a href={`#section-${s.kind}`}>{t(`reading.section.${s.kind}` as MessageKey)}</a>
              </li>
            ))}
            {loaderData.references.length ? (
              <li>
                <a href="#references">{t("reading.references")}</a>
              </li>
            ) : null}
          </ol>
        </nav>
      ) : null}

      {preview ? null : (
        <CitationPanel
          citation={loaderData.citation}
          gbt7714={loaderData.gbt7714}
          shareUrl={head.pageUrl}
          risHref={`/${lang}/bpdetail/ris?${query}`}
          bibtexHref={`/${lang}/bpdetail/bib?${query}`}
        />
      )}

      <AsideBlock id="article-info" title={t("reading.articleInformation")}>
        <dl className="protocol-info-list">
          {p.doi ? (
            <Fact label={t("reading.doi")}>
              <a href={`https://doi.org/${p.doi}`} rel="noopener noreferrer">
                {p.doi}
              </a>
            </Fact>
          ) : null}
          {p.elocation ? <Fact label={t("reading.elocation")}>{p.elocation}</Fact> : null}
          <Fact label={t("reading.issue")}>
            {p.issue && issueLabel ? (
              <Link to={`/${lang}/archive?issue=${p.issue.id}`}>{issueLabel}</Link>
            ) : p.kind === "bpp" ? (
              t("reading.preprint")
            ) : (
              t("reading.inPress")
            )}
          </Fact>
          {p.organisms.length ? (
            <Fact label={t("reading.organisms")}>
              {p.organisms.map((o) => (cn ? o.nameCn : o.nameEn)).join(cn ? "，" : ", ")}
            </Fact>
          ) : null}
          <Fact label={t("reading.licence")}>{licence ? <a href={licence}>{p.licence}</a> : p.licence}</Fact>
          {p.preprint ? (
            <Fact label={t("reading.preprint")}>
              <Link to={`/${lang}/bpdetail?id=${p.preprint.id}&type=bpp`}>{t("reading.preprintVersion")}</Link>
            </Fact>
          ) : null}
        </dl>
      </AsideBlock>

      <AsideBlock id="publication-history" title={t("reading.publicationHistory")}>
        <dl className="protocol-info-list">
          {p.receivedOn ? <Fact label={t("reading.received")}>{date(p.receivedOn)}</Fact> : null}
          {p.acceptedOn ? <Fact label={t("reading.accepted")}>{date(p.acceptedOn)}</Fact> : null}
          {p.onlineOn ? <Fact label={t("reading.availableOnline")}>{date(p.onlineOn)}</Fact> : null}
          {p.issue ? <Fact label={t("reading.issuePublished")}>{date(p.issue.publishedOn)}</Fact> : null}
        </dl>
      </AsideBlock>

      <AsideBlock id="version-history" title={t("reading.versionHistory")}>
        {p.versions.length ? (
          <ol className="protocol-version-list">
            {p.versions.map((v) => (
              <li key={v.version}>
                <strong>{t("reading.version", { version: v.version })}</strong> {date(v.publishedOn)}
                <br />
                {cn ? v.noteCn : v.noteEn}
                {v.readable ? (
                  <>
                    <br />
                    <Link to={`/${lang}/bpdetail/version?${query}&v=${v.version}`}>
                      {t("reading.oldVersion.link", { version: v.version })}
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="reading-muted">{t("reading.onlyVersion")}</p>
        )}
      </AsideBlock>

      <AsideBlock id="reviewed-by" title={t("reading.reviewedBy")}>
        {p.kind === "bpp" ? (
          <p>{t("reading.notPeerReviewed")}</p>
        ) : p.reviewersAnonymous || p.reviewers.length === 0 ? (
          <p>{t("reading.anonymousReviewers")}</p>
        ) : (
          <ul className="protocol-reviewer-list">
            {p.reviewers.map((r, i) => (
              <li key={i}>
                {localized(lang, r.nameEn, r.nameCn)}
                {r.affiliation ? (
                  <span className="reading-muted" lang="en">
                    {" "}
                    — {r.affiliation}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </AsideBlock>

      <AsideBlock
        sectionId="cited-by"
        id="cited-by-title"
        title={
          <>
            {t("reading.citedBy")} ({p.citedBy})
          </>
        }
      >
        {loaderData.citingWorks.length ? (
          <details>
            <summary>{t("reading.citingWorks")}</summary>
            <ol className="protocol-citing-list" lang="en">
              {loaderData.citingWorks.map((w, i) => (
                <li key={i}>
                  {w.title}. <em>{w.journal}</em> ({w.year})
                  {w.doi ? (
                    <>
                      {" "}
                      <a href={`https://doi.org/${w.doi}`} rel="noopener noreferrer">
                        doi:{w.doi}
                      </a>
                    </>
                  ) : null}
                </li>
              ))}
            </ol>
          </details>
        ) : (
          <p className="reading-muted">{t("reading.noCitations")}</p>
        )}
      </AsideBlock>

      <AsideBlock id="copyright" title={t("reading.copyright")}>
        <p className="reading-small">{t("reading.copyrightText", { year, licence: p.licence })}</p>
      </AsideBlock>
    </aside>
  );
}
