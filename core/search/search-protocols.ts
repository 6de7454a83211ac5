import type { Lang } from "../config/constants";
import type { Db } from "../db/client";
import { bodyToPlainText, type ProtocolBody } from "../protocols/body";
import { loadSummaries, type ProtocolSummary } from "../protocols/load-summaries";
import { compileQuery, highlightTerms, type HighlightTerms } from "./compile-query";
import { highlightText, makeSnippet, type Snippet, type TextSegment } from "./highlight";
import { runSearch } from "./run-search";
import { SEARCH_PAGE_SIZE, type SearchRequest } from "./search-params";
import { localized } from "../content/localized";

/** One result as the search page shows it. */
export interface SearchHit {
  summary: ProtocolSummary;
  /** The title in the page's language (English when there is no Chinese one), matches marked. */
  title: TextSegment[];
  titleLang: Lang;
  /** Authors' names in the page's language, matches marked. */
  authors: TextSegment[][];
  /** A passage of the abstract or keywords (or, for a signed-in reader, the full text) with matches marked. */
  snippet: TextSegment[];
  snippetLang: Lang;
  /** Where the snippet comes from. */
  snippetSource: "abstract" | "keywords" | "body";
  /** The words were found only in the full text, which a visitor cannot see. */
  fullTextOnly: boolean;
}

export interface SearchResults {
  total: number;
  /** More than `total` match (counts stop at SEARCH_RESULT_CAP). */
  more: boolean;
  page: number;
  pageCount: number;
  hits: SearchHit[];
}

interface Candidate {
  text: string;
  lang: Lang;
  source: SearchHit["snippetSource"];
}

/**
 * Runs a search and prepares its page of results. Full text is searched for everyone, but a visitor's
 * snippet never shows more than the abstract and keywords (SPEC §1: full text needs signing in).
 */
export async function searchProtocols(db: Db, request: SearchRequest, options: { lang: Lang; signedIn: boolean }): Promise<SearchResults> {
  const empty: SearchResults = { total: 0, more: false, page: request.page, pageCount: 0, hits: [] };
  if (request.rows.length === 0) return empty;
  const compiled = compileQuery(request.rows);
  const { total, more, ids } = await runSearch(db, {
    compiled,
    kind: request.kind,
    filters: request.filters,
    limit: SEARCH_PAGE_SIZE,
    offset: (request.page - 1) * SEARCH_PAGE_SIZE,
  });
  const pageCount = Math.ceil(total / SEARCH_PAGE_SIZE);
  if (!ids.length) return { ...empty, total, more, pageCount };

  const [summaries, texts, bodies] = await Promise.all([
    loadSummaries(db, ids),
    db.selectFrom("protocols").select(["id", "abstract_en", "abstract_cn", "keywords_en", "keywords_cn"]).where("id", "in", ids).execute(),
    options.signedIn
      ? db.selectFrom("protocol_bodies").select(["protocol_id", "lang", "body"]).where("protocol_id", "in", ids).execute()
      : Promise.resolve([]),
  ]);
  const textById = new Map(texts.map((t) => [t.id, t]));
  const titleTerms = highlightTerms(request.rows, "title");
  const abstractTerms = highlightTerms(request.rows, "abstract");
  const authorTerms = highlightTerms(request.rows, "author");
  const bodyTerms = highlightTerms(request.rows, "body");
  const { lang } = options;
  const other: Lang = lang === "cn" ? "en" : "cn";

  const hits = summaries.map((summary): SearchHit => {
    const t = textById.get(summary.id);
    const abstracts: Record<Lang, string | null> = { en: t?.abstract_en ?? null, cn: t?.abstract_cn ?? null };
    const keywords: Record<Lang, string> = { en: parseList(t?.keywords_en).join("; "), cn: parseList(t?.keywords_cn).join("；") };
    const heads: Candidate[] = [];
    for (const l of [lang, other]) {
      if (abstracts[l]) heads.push({ text: abstracts[l], lang: l, source: "abstract" });
      if (keywords[l]) heads.push({ text: keywords[l], lang: l, source: "keywords" });
    }
    const bodyCandidates: Candidate[] = bodies
      .filter((b) => b.protocol_id === summary.id)
      .sort((a, b) => (a.lang === lang ? -1 : b.lang === lang ? 1 : 0))
      .map((b) => ({ text: plainBody(b.body), lang: b.lang === "cn" ? "cn" : "en", source: "body" }));

    const best = bestSnippet(heads, abstractTerms) ?? bestSnippet(bodyCandidates, bodyTerms);
    const useCn = lang === "cn" && !!summary.titleCn;
    const title = useCn ? summary.titleCn! : summary.titleEn;
    const titleMarks = highlightText(title, titleTerms);
    const authors = summary.authors.map((a) => highlightText(localized(lang, a.nameEn, a.nameCn), authorTerms));
    const fallbackLang: Lang = abstracts[lang] ? lang : "en";
    const fallback = best ? null : makeSnippet(abstracts[fallbackLang] ?? "", { words: [], han: [] }, undefined, true)!;
    const shownElsewhere = titleMarks.some((s) => s.mark) || authors.some((a) => a.some((s) => s.mark));
    return {
      summary,
      title: titleMarks,
      titleLang: useCn ? "cn" : "en",
      authors,
      snippet: best?.snippet.segments ?? fallback!.segments,
      snippetLang: best?.candidate.lang ?? fallbackLang,
      snippetSource: best?.candidate.source ?? "abstract",
      // Nothing visible matched: for a visitor the words can only be in the full text.
      fullTextOnly: !options.signedIn && !best && !shownElsewhere,
    };
  });
  return { total, more, page: request.page, pageCount, hits };
}

/** The first candidate (in order of preference) showing the most of the query; null when none matches. */
function bestSnippet(candidates: Candidate[], terms: HighlightTerms): { snippet: Snippet; candidate: Candidate } | null {
  const wanted = terms.words.length + terms.han.length;
  let best: { snippet: Snippet; candidate: Candidate } | null = null;
  for (const candidate of candidates) {
    const snippet = makeSnippet(candidate.text, terms);
    // A later candidate (the other language, the keywords) must show more to be preferred.
    if (snippet && (!best || snippet.distinct > best.snippet.distinct)) best = { snippet, candidate };
    if (best && best.snippet.distinct >= wanted) break;
  }
  return best;
}

function parseList(json: string | undefined): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** A stored body's text (validated when written; a malformed one yields no snippet rather than an error). */
function plainBody(json: string): string {
  try {
    return bodyToPlainText(JSON.parse(json) as ProtocolBody);
  } catch {
    return "";
  }
}
