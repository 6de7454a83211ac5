import type { Lang } from "../config/constants";
import { parseStringList } from "../content/parse-string-list";
import type { Db } from "../db/client";
import { bodyToPlainText, type ProtocolBody } from "../protocols/body";
import { loadSummaries, type ProtocolSummary } from "../protocols/load-summaries";
import { compileQuery, highlightTerms, type CompiledQuery, type HighlightTerms } from "./compile-query";
import { highlightText, makeSnippet, type Snippet, type TextSegment } from "./highlight";
import { runSearch } from "./run-search";
import { SEARCH_PAGE_SIZE, type SearchRequest } from "./search-params";
import { localized } from "../content/localized";
import type { SearchRow } from "./query-rules";
import { suggestSpelling } from "./suggest-spelling";
import { organismFacets } from "./organism-names";

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
  /** The search also looked for synonyms / the other language's terms (the term dictionary, ADR 0114). */
  expanded: CompiledQuery["expanded"];
  /** No results, but these rows (spelling corrected) have some: "Did you mean …". */
  suggestion?: SearchRow[];
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
  const none: CompiledQuery["expanded"] = { synonyms: false, otherLanguage: null };
  if (request.rows.length === 0) return { total: 0, more: false, expanded: none, page: request.page, pageCount: 0, hits: [] };
  const compiled = compileQuery(request.rows, { expand: request.filters.synonyms, facetsOf: await organismFacets(db) });
  const empty: SearchResults = { total: 0, more: false, expanded: compiled.expanded, page: request.page, pageCount: 0, hits: [] };
  const { total, more, ids } = await runSearch(db, {
    compiled,
    kind: request.kind,
    filters: request.filters,
    limit: SEARCH_PAGE_SIZE,
    offset: (request.page - 1) * SEARCH_PAGE_SIZE,
  });
  const pageCount = Math.ceil(total / SEARCH_PAGE_SIZE);
  if (total === 0) {
    const suggestion = await spellingSuggestion(db, request);
    return suggestion ? { ...empty, suggestion } : empty;
  }
  if (!ids.length) return { ...empty, total, more, pageCount };

  const [summaries, texts, bodies] = await Promise.all([
    loadSummaries(db, ids),
    db.selectFrom("protocols").select(["id", "abstract_en", "abstract_cn", "keywords_en", "keywords_cn"]).where("id", "in", ids).execute(),
    options.signedIn
      ? db.selectFrom("protocol_bodies").select(["protocol_id", "lang", "body"]).where("protocol_id", "in", ids).execute()
      : Promise.resolve([]),
  ]);
  const textById = new Map(texts.map((t) => [t.id, t]));
  const titleTerms = highlightTerms(compiled, "title");
  const abstractTerms = highlightTerms(compiled, "abstract");
  const authorTerms = highlightTerms(compiled, "author");
  const bodyTerms = highlightTerms(compiled, "body");
  const { lang } = options;
  const other: Lang = lang === "cn" ? "en" : "cn";

  const hits = summaries.map((summary): SearchHit => {
    const t = textById.get(summary.id);
    const abstracts: Record<Lang, string | null> = { en: t?.abstract_en ?? null, cn: t?.abstract_cn ?? null };
    const keywords: Record<Lang, string> = { en: parseStringList(t?.keywords_en).join("; "), cn: parseStringList(t?.keywords_cn).join("；") };
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
  return { total, more, expanded: compiled.expanded, page: request.page, pageCount, hits };
}

/** The rows with their spelling corrected, when that search finds something. */
async function spellingSuggestion(db: Db, request: SearchRequest): Promise<SearchRow[] | null> {
  let changed = false;
  const rows: SearchRow[] = [];
  for (const row of request.rows) {
    const better = await suggestSpelling(db, row.term);
    changed ||= better !== null;
    rows.push({ ...row, term: better ?? row.term });
  }
  if (!changed) return null;
  const found = await runSearch(db, {
    compiled: compileQuery(rows, { expand: request.filters.synonyms, facetsOf: await organismFacets(db) }),
    kind: request.kind,
    filters: { ...request.filters, sort: "date" },
    limit: 1,
    offset: 0,
  });
  return found.total > 0 ? rows : null;
}

/**
 * The first candidate (in order of preference, the page's language first) showing the most of the query; null when
 * none matches. The other language is looked at only when the page's shows nothing: its text can always match more
 * of an expanded query (an English word's Chinese terms), which put Chinese keywords on English result pages.
 */
function bestSnippet(candidates: Candidate[], terms: HighlightTerms): { snippet: Snippet; candidate: Candidate } | null {
  const wanted = terms.words.length + terms.han.length;
  let best: { snippet: Snippet; candidate: Candidate } | null = null;
  for (const candidate of candidates) {
    if (best && candidate.lang !== best.candidate.lang) break;
    const snippet = makeSnippet(candidate.text, terms);
    // A later candidate (the keywords after the abstract) must show more to be preferred.
    if (snippet && (!best || snippet.distinct > best.snippet.distinct)) best = { snippet, candidate };
    if (best && best.snippet.distinct >= wanted) break;
  }
  return best;
}

/** A stored body's text (validated when written; a malformed one yields no snippet rather than an error). */
function plainBody(json: string): string {
  try {
    return bodyToPlainText(JSON.parse(json) as ProtocolBody);
  } catch {
    return "";
  }
}
