import { useState } from "react";
import { Link, data, redirect, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/bpdetail";
import type { loader as rootLoader } from "~/root";
import { isoDay } from "@core/dates/windows";
import { formatDate } from "@core/dates/format-date";
import { recordProtocolView } from "@core/protocols/record-protocol-view";
import { listRelatedProtocols } from "@core/protocols/list-related-protocols";
import { listProtocolQuestions } from "@core/protocols/list-protocol-questions";
import { listCitingWorks } from "@core/protocols/list-citing-works";
import { isProtocolFavourited } from "@core/protocols/is-protocol-favourited";
import { buildCitationRecord, protocolPageUrl } from "@core/protocols/citation/citation-record";
import { formatJournalCitation } from "@core/protocols/citation/format-journal-citation";
import { formatGbt7714Citation } from "@core/protocols/citation/format-gbt7714-citation";
import { buildProtocolJsonLd } from "@core/protocols/citation/build-json-ld";
import { buildCitationMeta } from "@core/protocols/citation/build-citation-meta";
import { SOCIAL_CARD } from "@core/protocols/social/render-social-card";
import { JOURNAL } from "@core/config/constants";
import { licenceUrl } from "@core/protocols/licence-url";
import { notFound, parameterError } from "~/lib/route-errors";
import { getSessionUser } from "~/lib/session.server";
import { isReaderView, visitorId } from "~/lib/protocol-views.server";
import { resolveProtocolRequest } from "~/lib/protocol-page.server";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { ProtocolList } from "~/components/ProtocolList";
import { ProtocolTexts } from "~/components/reading/ProtocolTexts";
import { ProtocolHeadMeta, type SharePreview } from "~/components/reading/ProtocolHeadMeta";
import { CitationPanel } from "~/components/reading/CitationPanel";
import { FavouriteControl } from "~/components/reading/FavouriteControl";
import { QuestionList } from "~/components/reading/QuestionList";
import { VideoPlayer } from "~/components/reading/VideoPlayer";
import "katex/dist/katex.min.css";
import "~/styles/reading.css";
import { siteOrigin } from "~/lib/site-origin.server";
import { readProtocolTexts } from "~/lib/protocol-texts.server";
import { socialCardUrl } from "~/lib/social-card.server";
import { questionPostAction } from "~/lib/question-post.server";

/** "Cited by" shows this many of the citing works. */
const CITING_WORKS_SHOWN = 20;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const resolved = await resolveProtocolRequest(request, params.lang, context);
  if (resolved.kind === "parameter-error") throw parameterError();
  if (resolved.kind === "not-found") throw notFound();
  if (resolved.kind === "other-type") throw redirect(resolved.location, 301);
  const { lang, protocol } = resolved;
  const { db } = context;
  const origin = siteOrigin(context);

  const headers = new Headers({ "Cache-Control": "private, no-cache" });
  const visitor = visitorId(request);
  if (visitor.cookie) headers.append("Set-Cookie", visitor.cookie);
  if (isReaderView(request) && (await recordProtocolView(db, protocol.id, visitor.id, isoDay()))) protocol.views += 1;

  const user = await getSessionUser(request, context);
  const [texts, related, questions, citingWorks, favourited] = await Promise.all([
    readProtocolTexts(request, context, { protocolId: protocol.id, pageLang: lang, signedIn: user !== null }),
    listRelatedProtocols(db, protocol.id),
    listProtocolQuestions(db, protocol.id),
    protocol.citedBy > 0 ? listCitingWorks(db, protocol.id, CITING_WORKS_SHOWN) : Promise.resolve([]),
    user ? isProtocolFavourited(db, user.id, protocol.id) : Promise.resolve(null),
  ]);

  const showChinese = lang === "cn";
  const title = showChinese && protocol.titleCn ? protocol.titleCn : protocol.titleEn;
  const abstract = showChinese && protocol.abstractCn ? protocol.abstractCn : protocol.abstractEn;
  const keywords = showChinese && protocol.keywordsCn.length ? protocol.keywordsCn : protocol.keywordsEn;
  const pageUrl = protocolPageUrl(origin, lang, protocol.id, protocol.kind);
  const record = buildCitationRecord(protocol, origin);
  const stored = texts.primary;
  const references = stored?.body.references ?? [];
  if (texts.setCookie) headers.append("Set-Cookie", texts.setCookie);
  // Link previews are in the page's language; the citation tags are the one record (ADR 0094).
  const share: SharePreview = {
    title,
    description: abstract,
    url: pageUrl,
    siteName: showChinese ? JOURNAL.titleCn : JOURNAL.titleEn,
    locale: showChinese ? "zh_CN" : "en_US",
    image: { url: socialCardUrl(origin, lang, protocol), ...SOCIAL_CARD, type: "image/png", alt: title },
    publishedTime: protocol.issue?.publishedOn ?? protocol.publishedOn ?? protocol.onlineOn,
    sections: protocol.categories.map((c) => (showChinese ? c.nameCn : c.nameEn)),
    tags: keywords,
  };

  return data(
    {
      protocol,
      // SPEC §1, §6: the full text only reaches signed-in readers; visitors' HTML never contains it.
      texts: { mode: texts.mode, available: texts.available, shown: texts.shown },
      hasFullText: texts.exists,
      references,
      signedIn: user !== null,
      favourited,
      related,
      questions,
      citingWorks,
      citation: formatJournalCitation(record),
      gbt7714: lang === "cn" ? formatGbt7714Citation(record) : null,
      head: { title, abstract, keywords, pageUrl },
      citationMeta: buildCitationMeta(record, protocol, references),
      share,
      // Sent as its JSON text: the page only writes it out, and a string is cheaper to serialise than the tree.
      // The body goes in only for signed-in readers (SPEC §1, §6).
      jsonLd: JSON.stringify(buildProtocolJsonLd({ protocol, record, origin, lang, body: user && stored ? stored.body : null, references })),
    },
    { headers },
  );
}

/** A question or an answer posted from this page: the /questions handler, so the reader stays here (issue 19). */
export const action = (args: Route.ActionArgs) => questionPostAction(args);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="protocol-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export default function ProtocolDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const [prompt, setPrompt] = useState(false);
  const { protocol: p, head, signedIn } = loaderData;
  const body = loaderData.texts.shown[0]?.body ?? null;
  const here = `${location.pathname}${location.search}`;
  const loginHref = `/${lang}/login?redirect=${encodeURIComponent(here)}`;
  const query = `id=${p.id}&type=${p.kind}`;
  const cn = lang === "cn";
  const enIf = (missing: boolean) => (cn && missing ? "en" : undefined);
  const date = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDate(iso, lang)}</time> : null);
  const affiliations = [...new Set(p.authors.flatMap((a) => a.affiliations))];
  const licence = licenceUrl(p.licence);
  const year = (p.issue?.publishedOn ?? p.publishedOn ?? p.onlineOn ?? "").slice(0, 4);
  const inPress = p.kind === "bp" && p.status !== "published";
  const issueLabel = p.issue ? t("issue.label", { volume: p.issue.volume, issue: p.issue.number }) : null;
  const blockVisitor = (e: React.SyntheticEvent) => {
    if (signedIn) return;
    e.preventDefault();
    setPrompt(true);
  };

  return (
    <main id="main" className="container protocol-page">
      <PageHead title={head.title} description={head.abstract.slice(0, 160)} canonicalParams={["id", "type"]} />
      <ProtocolHeadMeta citation={loaderData.citationMeta} share={loaderData.share} jsonLd={loaderData.jsonLd} nonce={root?.nonce} />
      <div className="protocol-layout">
        <article className="protocol" onCopy={blockVisitor} onCut={blockVisitor} aria-labelledby="protocol-title">
          <header className="protocol__header">
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
              {p.status === "corrected_proof" ? <span className="protocol-badge protocol-badge--press">{t("reading.correctedProof")}</span> : null}
            </p>
            <p className="protocol__source">
              {p.issue && issueLabel ? (
                <Link to={`/${lang}/archive?issue=${p.issue.id}`}>{t("reading.publishedIn", { issue: issueLabel })}</Link>
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
                  <span className="protocol-author-name">{cn && a.nameCn ? a.nameCn : a.nameEn}</span>
                  <sup>
                    {a.affiliations.map((x) => affiliations.indexOf(x) + 1).join(",")}
                    {a.corresponding ? "*" : ""}
                  </sup>
                  {a.orcid ? (
                    <a className="protocol-orcid" href={`https://orcid.org/${a.orcid}`} rel="noopener noreferrer" aria-label={t("reading.orcid", { name: a.nameEn })}>
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
                  *{t("reading.correspondingAuthor")}{t("punct.colonSeparator")}<a href={`mailto:${a.email}`}>{a.email}</a>
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
                <span className="protocol__views">{p.views.toLocaleString(cn ? "zh-CN" : "en")}</span>
              </Fact>
              <Fact label={t("reading.citedBy")}>
                <a href="#cited-by">{p.citedBy.toLocaleString(cn ? "zh-CN" : "en")}</a>
              </Fact>
              <Fact label={t("reading.reviewedBy")}>
                {p.kind === "bpp"
                  ? t("reading.notPeerReviewed")
                  : p.reviewersAnonymous || p.reviewers.length === 0
                    ? t("reading.anonymousReviewers")
                    : p.reviewers.map((r) => (cn && r.nameCn ? r.nameCn : r.nameEn)).join(cn ? "，" : ", ")}
              </Fact>
            </dl>
            <div className="protocol__actions">
              <FavouriteControl protocolId={p.id} favourited={loaderData.favourited} here={here} />
              {signedIn ? (
                <>
                  <a className="button" href={`/${lang}/bpdetail/pdf?${query}`}>
                    {t("reading.downloadPdf")}
                  </a>
                  <a className="button reading-button-ghost" href={`/${lang}/bpdetail/xml?${query}`}>
                    {t("reading.downloadXml")}
                  </a>
                </>
              ) : (
                <>
                  {/* Visitors: disabled downloads that explain why (and lead to login without JavaScript). */}
                  <a className="button reading-disabled" href={loginHref} aria-disabled="true" onClick={blockVisitor} title={t("reading.loginPrompt")}>
                    {t("reading.downloadPdf")}
                  </a>
                  <a className="button reading-button-ghost reading-disabled" href={loginHref} aria-disabled="true" onClick={blockVisitor} title={t("reading.loginPrompt")}>
                    {t("reading.downloadXml")}
                  </a>
                </>
              )}
            </div>
            {prompt ? (
              <p className="reading-login-prompt reading-login-prompt--flash" role="alert">
                {t("reading.loginPrompt")} <Link to={loginHref}>{t("reading.loginLink")}</Link>
              </p>
            ) : null}
          </header>

          {p.kind === "bpp" ? (
            <aside className="reading-notice reading-notice--warning">
              <p>{t("reading.preprintNotice")}</p>
              {p.journalVersion ? (
                <p>
                  <Link to={`/${lang}/bpdetail?id=${p.journalVersion.id}&type=bp`}>{t("reading.journalVersion")}</Link>:{" "}
                  <span lang={enIf(!p.journalVersion.titleCn)}>{cn && p.journalVersion.titleCn ? p.journalVersion.titleCn : p.journalVersion.titleEn}</span>
                </p>
              ) : null}
            </aside>
          ) : null}

          <section id="abstract" className="protocol__abstract" aria-labelledby="abstract-title">
            <h2 id="abstract-title">{t("reading.abstract")}</h2>
            <p lang={enIf(!p.abstractCn)}>{head.abstract}</p>
            {head.keywords.length ? (
              <p className="protocol__keywords">
                <strong>{t("punct.colon", { label: t("reading.keywords") })}</strong> <span lang={enIf(!p.keywordsCn.length)}>{head.keywords.join(cn ? "；" : "; ")}</span>
              </p>
            ) : null}
          </section>

          {p.video ? (
            <figure className="pbody-video protocol__video">
              <VideoPlayer src={p.video.src} poster={p.video.posterUrl} title={cn ? p.video.titleCn : p.video.titleEn} />
              <figcaption>
                <strong>
                  {t("reading.protocolVideo")}
                  {t("punct.colonSeparator")}
                </strong>
                {cn ? p.video.titleCn : p.video.titleEn}
                {t("punct.labelSuffix", { text: `${Math.floor(p.video.durationSeconds / 60)}:${String(p.video.durationSeconds % 60).padStart(2, "0")}` })}
              </figcaption>
            </figure>
          ) : null}

          {loaderData.hasFullText ? (
            body ? (
              <ProtocolTexts texts={loaderData.texts} />
            ) : (
              <div className="reading-login-prompt" id="full-text-locked">
                <p>{t("reading.loginPrompt")}</p>
                <p>
                  <Link className="button" to={loginHref}>
                    {t("reading.loginLink")}
                  </Link>
                </p>
              </div>
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

          <CitationPanel
            citation={loaderData.citation}
            gbt7714={loaderData.gbt7714}
            shareUrl={head.pageUrl}
            risHref={`/${lang}/bpdetail/ris?${query}`}
            bibtexHref={`/${lang}/bpdetail/bib?${query}`}
          />

          <section className="protocol-aside-block" aria-labelledby="article-info">
            <h2 id="article-info">{t("reading.articleInformation")}</h2>
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
                {p.issue && issueLabel ? <Link to={`/${lang}/archive?issue=${p.issue.id}`}>{issueLabel}</Link> : p.kind === "bpp" ? t("reading.preprint") : t("reading.inPress")}
              </Fact>
              {p.organisms.length ? <Fact label={t("reading.organisms")}>{p.organisms.map((o) => (cn ? o.nameCn : o.nameEn)).join(cn ? "，" : ", ")}</Fact> : null}
              <Fact label={t("reading.licence")}>{licence ? <a href={licence}>{p.licence}</a> : p.licence}</Fact>
              {p.preprint ? (
                <Fact label={t("reading.preprint")}>
                  <Link to={`/${lang}/bpdetail?id=${p.preprint.id}&type=bpp`}>{t("reading.preprintVersion")}</Link>
                </Fact>
              ) : null}
            </dl>
          </section>

          <section className="protocol-aside-block" aria-labelledby="publication-history">
            <h2 id="publication-history">{t("reading.publicationHistory")}</h2>
            <dl className="protocol-info-list">
              {p.receivedOn ? <Fact label={t("reading.received")}>{date(p.receivedOn)}</Fact> : null}
              {p.acceptedOn ? <Fact label={t("reading.accepted")}>{date(p.acceptedOn)}</Fact> : null}
              {p.onlineOn ? <Fact label={t("reading.availableOnline")}>{date(p.onlineOn)}</Fact> : null}
              {p.issue ? <Fact label={t("reading.issuePublished")}>{date(p.issue.publishedOn)}</Fact> : null}
            </dl>
          </section>

          <section className="protocol-aside-block" aria-labelledby="version-history">
            <h2 id="version-history">{t("reading.versionHistory")}</h2>
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
                        <Link to={`/${lang}/bpdetail/version?${query}&v=${v.version}`}>{t("reading.oldVersion.link", { version: v.version })}</Link>
                      </>
                    ) : null}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="reading-muted">{t("reading.onlyVersion")}</p>
            )}
          </section>

          <section className="protocol-aside-block" aria-labelledby="reviewed-by">
            <h2 id="reviewed-by">{t("reading.reviewedBy")}</h2>
            {p.kind === "bpp" ? (
              <p>{t("reading.notPeerReviewed")}</p>
            ) : p.reviewersAnonymous || p.reviewers.length === 0 ? (
              <p>{t("reading.anonymousReviewers")}</p>
            ) : (
              <ul className="protocol-reviewer-list">
                {p.reviewers.map((r, i) => (
                  <li key={i}>
                    {cn && r.nameCn ? r.nameCn : r.nameEn}
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
          </section>

          <section id="cited-by" className="protocol-aside-block" aria-labelledby="cited-by-title">
            <h2 id="cited-by-title">
              {t("reading.citedBy")} ({p.citedBy})
            </h2>
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
          </section>

          <section className="protocol-aside-block" aria-labelledby="copyright">
            <h2 id="copyright">{t("reading.copyright")}</h2>
            <p className="reading-small">{t("reading.copyrightText", { year, licence: p.licence })}</p>
          </section>
        </aside>
      </div>

      {loaderData.related.length ? (
        <section className="protocol-related" aria-labelledby="related-title">
          <h2 id="related-title">{t("reading.relatedProtocols")}</h2>
          <ProtocolList items={loaderData.related} />
        </section>
      ) : null}

      <QuestionList questions={loaderData.questions} protocolId={p.id} actionData={actionData} />
    </main>
  );
}
