import { useState } from "react";
import { Link, useLocation } from "react-router";
import { formatDate } from "@core/dates/format-date";
import type { ProtocolPageData } from "~/lib/protocol-page-data.server";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { ProtocolList } from "~/components/ProtocolList";
import { FullTextLocked } from "./FullTextLocked";
import { ProtocolTexts } from "./ProtocolTexts";
import { ProtocolHeadMeta } from "./ProtocolHeadMeta";
import { Fact, ProtocolAside } from "./ProtocolAside";
import { FavouriteControl } from "./FavouriteControl";
import { QuestionList } from "./QuestionList";
import type { QuestionActionData } from "~/components/account/question-form-state";
import { VideoPlayer } from "./VideoPlayer";
import { videoClock } from "@core/videos/video-clock";
import { ProtocolNotices, RetractionBanner } from "./ProtocolNotices";
import { useRootData } from "~/lib/route-data";
import { localized } from "@core/content/localized";
import { formatCount } from "@core/locale/format-count";
import { useProtocolView } from "./use-protocol-view";

/**
 * The protocol page (SPEC §1, §2.8, §6): the article, its facts and history, its full text for signed-in readers,
 * related protocols and questions. `preview` is an editor's look at a draft (ADR 0102): the page as readers will
 * get it, without what only works online (favourites, downloads, questions, citation files).
 */
/** The protocol's downloads for signed-in readers (SPEC §1, §6), the PDF first. */
const DOWNLOADS = [
  { format: "pdf", label: "reading.downloadPdf", className: "button" },
  { format: "xml", label: "reading.downloadXml", className: "button button--secondary" },
] as const;

export function ProtocolPage({
  loaderData,
  actionData,
  preview = false,
}: {
  loaderData: ProtocolPageData;
  actionData?: QuestionActionData | null;
  preview?: boolean;
}) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const root = useRootData();
  const [prompt, setPrompt] = useState(false);
  const { protocol: p, head, signedIn } = loaderData;
  const views = useProtocolView(p.id, p.views, !preview);
  const body = loaderData.texts.shown[0]?.body ?? null;
  const here = `${location.pathname}${location.search}`;
  const loginHref = `/${lang}/login?redirect=${encodeURIComponent(here)}`;
  const query = `id=${p.id}&type=${p.kind}`;
  const cn = lang === "cn";
  const enIf = (missing: boolean) => (cn && missing ? "en" : undefined);
  const date = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDate(iso, lang)}</time> : null);
  const affiliations = [...new Set(p.authors.flatMap((a) => a.affiliations))];
  const inPress = p.kind === "bp" && p.status !== "published";
  const issueLabel = p.issue ? t("issue.label", { volume: p.issue.volume, issue: p.issue.number }) : null;
  const blockVisitor = (e: React.SyntheticEvent) => {
    if (signedIn) return;
    e.preventDefault();
    setPrompt(true);
  };

  return (
    <main id="main" className="container protocol-page">
      {preview ? (
        <PageHead title={head.title} noindex />
      ) : (
        <>
          <PageHead title={head.title} description={head.abstract.slice(0, 160)} canonicalParams={["id", "type"]} />
          <ProtocolHeadMeta
            citation={loaderData.citationMeta}
            share={loaderData.share}
            jsonLd={loaderData.jsonLd}
            nonce={root?.nonce}
          />
        </>
      )}
      <div className="protocol-layout">
        <article className="protocol" onCopy={blockVisitor} onCut={blockVisitor} aria-labelledby="protocol-title">
          <header className="protocol__header">
            <RetractionBanner notices={loaderData.notices} />
            <p className="protocol__badges">
              {p.kind === "bpp" ? (
                <>
                  <span className="protocol-badge protocol-badge--preprint">{t("reading.preprint")}</span>
                  <span className="protocol-badge protocol-badge--warning">{t("reading.notPeerReviewed")}</span>
                </>
              ) : (
                <span className="protocol-badge">{t("reading.protocolKind")}</span>
              )}
              {inPress ? <span className="protocol-badge protocol-badge--press">{t("reading.inPress")}</span> : null}
              {p.status === "corrected_proof" ? (
                <span className="protocol-badge protocol-badge--press">{t("reading.correctedProof")}</span>
              ) : null}
            </p>
            <p className="protocol__source">
              {p.issue && issueLabel ? (
                <Link to={`/${lang}/archive?issue=${p.issue.id}`}>
                  {t("reading.publishedIn", { issue: issueLabel })}
                </Link>
              ) : inPress ? (
                <span>{t("reading.inPressNotice")}</span>
              ) : null}
              {p.elocation ? <span>{p.elocation}</span> : null}
              {p.doi ? (
                <a href={`https://doi.org/${p.doi}`} rel="noopener noreferrer">
                  DOI: {p.doi}
                </a>
              ) : null}
            </p>
            <h1 id="protocol-title" className="protocol__title" lang={enIf(!p.titleCn)}>
              {head.title}
            </h1>
            {cn && p.titleCn ? (
              <p className="protocol__alt-title" lang="en">
                {p.titleEn}
              </p>
            ) : null}
            <ul className="protocol__authors" aria-label={t("reading.authors")}>
              {p.authors.map((a, i) => (
                <li key={i}>
                  <span className="protocol-author-name">{localized(lang, a.nameEn, a.nameCn)}</span>
                  <sup>
                    {a.affiliations.map((x) => affiliations.indexOf(x) + 1).join(",")}
                    {a.corresponding ? "*" : ""}
                  </sup>
                  {a.orcid ? (
                    <a
                      className="protocol-orcid"
                      href={`https://orcid.org/${a.orcid}`}
                      rel="noopener noreferrer"
                      aria-label={t("reading.orcid", { name: a.nameEn })}
                    >
                      iD
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
            <ol className="protocol__affiliations" aria-label={t("reading.affiliations")}>
              {affiliations.map((a, i) => (
                <li key={i} lang="en">
                  <sup>{i + 1}</sup> {a}
                </li>
              ))}
            </ol>
            {p.authors
              .filter((a) => a.corresponding && a.email)
              .map((a, i) => (
                <p key={i} className="protocol__corresponding">
                  *{t("reading.correspondingAuthor")}
                  {t("punct.colonSeparator")}
                  <a href={`mailto:${a.email}`}>{a.email}</a>
                </p>
              ))}
            <dl className="protocol__facts">
              <Fact label={t("reading.category")}>
                {p.categories.map((c, i) => (
                  <span key={c.id}>
                    {i > 0 ? (cn ? "、" : ", ") : ""}
                    <Link to={`/${lang}/category?fl1=${c.id}&c=1`}>{cn ? c.nameCn : c.nameEn}</Link>
                  </span>
                ))}
              </Fact>
              <Fact label={inPress || !p.issue ? t("reading.availableOnline") : t("reading.published")}>
                {date(p.issue?.publishedOn ?? p.publishedOn ?? p.onlineOn)}
              </Fact>
              <Fact label={t("reading.views")}>
                <span className="protocol__views">{formatCount(views)}</span>
              </Fact>
              <Fact label={t("reading.citedBy")}>
                <a href="#cited-by">{formatCount(p.citedBy)}</a>
              </Fact>
              <Fact label={t("reading.reviewedBy")}>
                {p.kind === "bpp"
                  ? t("reading.notPeerReviewed")
                  : p.reviewersAnonymous || p.reviewers.length === 0
                    ? t("reading.anonymousReviewers")
                    : p.reviewers.map((r) => localized(lang, r.nameEn, r.nameCn)).join(cn ? "，" : ", ")}
              </Fact>
            </dl>
            {preview ? null : (
              <div className="protocol__actions">
                <FavouriteControl protocolId={p.id} favourited={loaderData.favourited} here={here} />
                {DOWNLOADS.map(({ format, label, className }) =>
                  signedIn ? (
                    <a key={format} className={className} href={`/${lang}/bpdetail/${format}?${query}`}>
                      {t(label)}
                    </a>
                  ) : (
                    // Visitors: disabled downloads that explain why (and lead to login without JavaScript).
                    <a
                      key={format}
                      className={`${className} reading-disabled`}
                      href={loginHref}
                      aria-disabled="true"
                      onClick={blockVisitor}
                      title={t("reading.loginPrompt")}
                    >
                      {t(label)}
                    </a>
                  ),
                )}
              </div>
            )}
            {prompt ? (
              <p className="reading-login-prompt reading-login-prompt--flash" role="alert">
                {t("reading.loginPrompt")} <Link to={loginHref}>{t("reading.loginLink")}</Link>
              </p>
            ) : null}
          </header>
          <ProtocolNotices notices={loaderData.notices} />

          {p.kind === "bpp" ? (
            <aside className="reading-notice reading-notice--warning">
              <p>{t("reading.preprintNotice")}</p>
              {p.journalVersion ? (
                <p>
                  <Link to={`/${lang}/bpdetail?id=${p.journalVersion.id}&type=bp`}>{t("reading.journalVersion")}</Link>:{" "}
                  <span lang={enIf(!p.journalVersion.titleCn)}>
                    {localized(lang, p.journalVersion.titleEn, p.journalVersion.titleCn)}
                  </span>
                </p>
              ) : null}
            </aside>
          ) : null}

          <section id="abstract" className="protocol__abstract" aria-labelledby="abstract-title">
            <h2 id="abstract-title">{t("reading.abstract")}</h2>
            <p lang={enIf(!p.abstractCn)}>{head.abstract}</p>
            {head.keywords.length ? (
              <p className="protocol__keywords">
                <strong>{t("punct.colon", { label: t("reading.keywords") })}</strong>{" "}
                <span lang={enIf(!p.keywordsCn.length)}>{head.keywords.join(cn ? "；" : "; ")}</span>
              </p>
            ) : null}
          </section>

          {p.video ? (
            <figure className="pbody-video protocol__video">
              <VideoPlayer
                src={p.video.src}
                poster={p.video.posterUrl}
                title={cn ? p.video.titleCn : p.video.titleEn}
              />
              <figcaption>
                <strong>
                  {t("reading.protocolVideo")}
                  {t("punct.colonSeparator")}
                </strong>
                {cn ? p.video.titleCn : p.video.titleEn}
                {t("punct.labelSuffix", {
                  text: videoClock(p.video.durationSeconds),
                })}
              </figcaption>
            </figure>
          ) : null}

          {loaderData.hasFullText ? (
            body ? (
              <ProtocolTexts texts={loaderData.texts} />
            ) : (
              <FullTextLocked loginHref={loginHref} />
            )
          ) : null}

          {loaderData.references.length ? (
            <section id="references" className="protocol__references" aria-labelledby="references-title">
              <h2 id="references-title">{t("reading.references")}</h2>
              <ol lang="en">
                {loaderData.references.map((r, i) => (
                  <li key={i} id={`ref-${i + 1}`}>
                    {r.text}
                    {r.doi ? (
                      <>
                        {" "}
                        <a href={`https://doi.org/${r.doi}`} rel="noopener noreferrer">
                          doi:{r.doi}
                        </a>
                      </>
                    ) : null}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </article>

        <ProtocolAside loaderData={loaderData} preview={preview} />
      </div>

      {loaderData.related.length ? (
        <section className="protocol-related" aria-labelledby="related-title">
          <h2 id="related-title">{t("reading.relatedProtocols")}</h2>
          <ProtocolList items={loaderData.related} />
        </section>
      ) : null}

      {preview ? null : <QuestionList questions={loaderData.questions} protocolId={p.id} actionData={actionData} />}
    </main>
  );
}
