import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The test files that take 25–65 s each here (5,000 protocols seeded on each engine, real scrypt, spawned clusters,
 * a Perl harvester over every resumption token), longest first. Without a results cache (a fresh clone, as in CI)
 * Vitest starts the largest files first, and these are small: the relevance set ran last, alone, for half a minute
 * while the other worker sat idle. Started first, they share the run with the short files.
 */
const LONG_FILES = ["search-relevance", "crossref-deposit", "accounts-throttle", "cluster", "harvest-oai"];

function rank(file: TestSpecification): number {
  const index = LONG_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
  return index < 0 ? LONG_FILES.length : index;
}

/** Vitest's own order (its results cache, else file size), with the long files moved to the front. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted.map((file, i) => ({ file, i })).sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i).map(({ file }) => file);
  }
}
