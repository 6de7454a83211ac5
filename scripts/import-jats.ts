/**
 * npm run import:jats -- FILE|DIR... [--status in_press|published] [--json]
 * Imports JATS articles (PLOS, eLife, PMC …) as protocols of DATABASE_URL (ADR 0092). Each file is imported
 * on its own: one that cannot be read is reported and nothing of it is written; the others go on. With
 * --json, one line per file: {"file","id","url"} or {"file","error"}. Exit code 1 when any file failed.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { migrateToLatest } from "@core/db/migrate";
import { importJatsFile } from "@core/import-jats/import-jats-file";
import { JatsImportError } from "@core/import-jats/jats-import-error";
import { listJatsFiles } from "@core/import-jats/list-jats-files";
import { IMPORTED_FIGURES_PATH } from "@core/import-jats/store-figure-images";
import { protocolPageUrl } from "@core/protocols/citation/citation-record";
import { configuredOrigin, readEnv } from "@server/env";
import { createFormsServices } from "@server/forms-services";
import { openScriptDatabase } from "./db";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { status: { type: "string", default: "in_press" }, json: { type: "boolean", default: false } },
});
const status = values.status;
if (status !== "in_press" && status !== "published") {
  console.error("--status must be in_press or published");
  process.exit(2);
}
if (positionals.length === 0) {
  console.error("usage: npm run import:jats -- FILE|DIR... [--status in_press|published] [--json]");
  process.exit(2);
}

const env = readEnv();
const origin = configuredOrigin(env);
const root = path.resolve(import.meta.dirname, "..");
// The public folder (dev server, PDFs, the next build) and, when there is one, the built client a running server serves.
const figureDirs = [path.join(root, "public", IMPORTED_FIGURES_PATH), path.join(root, env.BUILD_DIR, "client")]
  .filter((dir, i) => i === 0 || existsSync(dir))
  .map((dir, i) => (i === 0 ? dir : path.join(dir, IMPORTED_FIGURES_PATH)));

// The shared copy every node of the site serves them from (ADR 0128).
const figureStorage = createFormsServices(env, root).figures;

const handle = openScriptDatabase();
await migrateToLatest(handle.db, handle.dialect);
let failed = 0;
for (const file of await listJatsFiles(positionals)) {
  try {
    const result = await importJatsFile(handle.db, file, { status, figureDirs, figureStorage, now: new Date() });
    const url = protocolPageUrl(origin, "en", result.id, "bp");
    if (values.json) console.log(JSON.stringify({ file, id: result.id, url }));
    else console.log(`${result.created ? "imported" : "updated"} ${file} → ${url} (DOI ${result.doi})`);
    for (const href of result.missingImages)
      console.error(`note: ${file}: image “${href}” not found beside the XML; the figure is kept as a note`);
  } catch (error) {
    failed++;
    const message = error instanceof JatsImportError ? error.message : `unexpected error: ${(error as Error).message}`;
    if (values.json) console.log(JSON.stringify({ file, error: message }));
    else console.error(`failed ${file}: ${message} (nothing written)`);
  }
}
await handle.close();
process.exitCode = failed ? 1 : 0;
