/**
 * npm run crossref:deposit -- (--since YYYY-MM-DD | --issue ID | --protocol ID) [--out deposits/] [--batch-size N]
 *
 * Writes the Crossref deposit files (schema 5.3.1) of the chosen protocols to --out (ADR 0090). With
 * CROSSREF_DEPOSIT_URL, CROSSREF_USER and CROSSREF_PASSWORD set it also uploads each batch and records the
 * answer in the crossref_deposits table. DOI_PREFIX, CROSSREF_DEPOSITOR_NAME/_EMAIL and PUBLIC_URL configure
 * the records. Exits 1 when a batch failed to upload.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { JOURNAL } from "@core/config/constants";
import { migrateToLatest } from "@core/db/migrate";
import { runCrossrefDeposit } from "@core/crossref/run-crossref-deposit";
import type { DepositSelection } from "@core/crossref/select-deposit-targets";
import { configuredOrigin, readEnv } from "@server/env";
import { openScriptDatabase } from "./db";

const { values } = parseArgs({
  options: {
    since: { type: "string" },
    issue: { type: "string" },
    protocol: { type: "string" },
    out: { type: "string", default: "deposits" },
    "batch-size": { type: "string" },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const chosen = [values.since, values.issue, values.protocol].filter((v) => v !== undefined).length;
if (chosen !== 1) fail("give one of --since YYYY-MM-DD, --issue ID or --protocol ID");
let selection: DepositSelection;
if (values.since !== undefined) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.since)) fail("--since must be a date like 2026-11-01");
  selection = { since: values.since };
} else {
  const raw = values.issue ?? values.protocol ?? "";
  if (!/^[1-9]\d{0,9}$/.test(raw)) fail(`--${values.issue !== undefined ? "issue" : "protocol"} must be a positive whole number`);
  selection = values.issue !== undefined ? { issue: Number(raw) } : { protocol: Number(raw) };
}
const batchSize = values["batch-size"] === undefined ? undefined : Number(values["batch-size"]);
if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize >= 1 && batchSize <= 5000)) fail("--batch-size must be 1–5000");

const env = readEnv();
const { CROSSREF_DEPOSIT_URL: url, CROSSREF_USER: user, CROSSREF_PASSWORD: password } = env;
const partial = [url, user, password].filter(Boolean).length;
if (partial > 0 && partial < 3) fail("set all three of CROSSREF_DEPOSIT_URL, CROSSREF_USER and CROSSREF_PASSWORD to upload, or none to only write files");

const handle = openScriptDatabase(env.DATABASE_URL);
try {
  await migrateToLatest(handle.db, handle.dialect);
  const outDir = path.resolve(values.out ?? "deposits");
  const report = await runCrossrefDeposit(handle.db, {
    selection,
    outDir,
    batchSize,
    config: {
      doiPrefix: env.DOI_PREFIX,
      depositorName: env.CROSSREF_DEPOSITOR_NAME,
      depositorEmail: env.CROSSREF_DEPOSITOR_EMAIL ?? env.EDITORIAL_EMAIL,
      registrant: JOURNAL.publisherEn,
      origin: configuredOrigin(env),
    },
    endpoint: url && user && password ? { url, user, password } : null,
  });
  for (const b of report.batches) {
    const sent = b.outcome ? ` — ${b.outcome.ok ? "submitted" : "FAILED"} (HTTP ${b.outcome.httpStatus ?? "none"}): ${b.outcome.summary.slice(0, 200)}` : "";
    console.log(`${b.path}: ${b.dois.length} ${b.contentType === "journal" ? "articles" : "preprints"}${sent}`);
  }
  for (const s of report.skipped) console.log(`skipped protocol ${s.id}: ${s.reason}`);
  const works = report.batches.reduce((n, b) => n + b.dois.length, 0);
  console.log(`${report.batches.length} batch files, ${works} records, ${report.skipped.length} skipped${url ? "" : " (not uploaded: CROSSREF_DEPOSIT_URL unset)"}`);
  if (report.batches.some((b) => b.outcome && !b.outcome.ok)) process.exitCode = 1;
} finally {
  await handle.close();
}
