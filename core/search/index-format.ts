/**
 * The format of what the search index stores — the terms of every field, their positions, the facet terms, the
 * engines' tables. Raise it with any change that makes the stored index differ from what the code would write
 * now: every database then rebuilds its index once, when it is next migrated (ADR 0116).
 * 1: field-weighted terms, title terms and the term dictionary's organism facets of ADR 0114.
 * 2: the term dictionary's phrases as terms of each field (ADR 0130); the dictionary's phrases are recorded beside
 *    the format, so a change of the dictionary rebuilds the index as well.
 * 3: every indexed protocol's ranking texts stored beside its entry (search_ranking_texts, ADR 0132).
 */
export const SEARCH_INDEX_FORMAT = 3;
