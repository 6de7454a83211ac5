import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import type { Db } from "./client";
import type { Dialect, MigrationModule } from "./migrations/helpers";
import * as initial from "./migrations/0001-initial";
import * as search from "./migrations/0003-search";
import * as forms from "./migrations/0004-forms";
import * as searchPartitions from "./migrations/0005-search-partitions";
import * as harvest from "./migrations/0006-harvest";
import * as inquirySummary from "./migrations/0007-inquiry-summary-and-supplementary";
import * as crossrefDeposits from "./migrations/0008-crossref-deposits";
import * as harvestAtScale from "./migrations/0012-harvest-at-scale";
import * as editorial from "./migrations/0013-editorial";
import * as editorialIssues from "./migrations/0014-editorial-issues";
import * as protocolNotices from "./migrations/0015-protocol-notices";
import * as editorialCollections from "./migrations/0017-editorial-collections";
import * as editorialInbox from "./migrations/0018-editorial-inbox";
import * as questionsModeration from "./migrations/0019-questions-moderation";
import * as editorialAds from "./migrations/0021-editorial-ads";
import * as editorialContent from "./migrations/0020-editorial-content";
import * as searchIndexState from "./migrations/0022-search-index-state";
import * as subjectCategories from "./migrations/0023-subject-categories";
import * as searchIndexPhrases from "./migrations/0024-search-index-phrases";
import * as searchIndexGeneration from "./migrations/0025-search-index-generation";
import * as searchTermsIndex from "./migrations/0026-search-terms-index";
import * as searchRankingTexts from "./migrations/0027-search-ranking-texts";
import { ensureSearchIndexFormat } from "../search/ensure-search-index-format";

/** Migrations in order. Their names are stored in the database: never rename one. */
const MIGRATIONS: Record<string, MigrationModule> = {
  "0001-initial": initial,
  "0003-search": search,
  "0004-forms": forms,
  "0005-search-partitions": searchPartitions,
  "0006-harvest": harvest,
  "0007-inquiry-summary-and-supplementary": inquirySummary,
  "0008-crossref-deposits": crossrefDeposits,
  "0012-harvest-at-scale": harvestAtScale,
  "0013-editorial": editorial,
  "0014-editorial-issues": editorialIssues,
  "0015-protocol-notices": protocolNotices,
  "0017-editorial-collections": editorialCollections,
  "0018-editorial-inbox": editorialInbox,
  "0019-questions-moderation": questionsModeration,
  "0021-editorial-ads": editorialAds,
  "0020-editorial-content": editorialContent,
  "0022-search-index-state": searchIndexState,
  "0023-subject-categories": subjectCategories,
  "0024-search-index-phrases": searchIndexPhrases,
  "0025-search-index-generation": searchIndexGeneration,
  "0026-search-terms-index": searchTermsIndex,
  "0027-search-ranking-texts": searchRankingTexts,
};

class InCodeProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, m] of Object.entries(MIGRATIONS)) {
      out[name] = { up: (db: Kysely<unknown>) => m.up(db, this.dialect) };
    }
    return out;
  }
}

/**
 * Applies every pending migration, then rebuilds the search index if its format is not the code's (ADR 0116:
 * migrations never build it, so none of them runs today's search code); throws with the failing step's error.
 */
export async function migrateToLatest(db: Db, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  await ensureSearchIndexFormat(db);
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
