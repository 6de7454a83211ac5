import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

/** The five PLOS articles of the shared samples (../shared/samples/jats, see its README): read there, never copied. */
export const SAMPLES_DIR = path.resolve(import.meta.dirname, "../../../shared/samples/jats");
export const SAMPLE_FILES = readdirSync(SAMPLES_DIR)
  .filter((f) => f.endsWith(".xml"))
  .sort()
  .map((f) => path.join(SAMPLES_DIR, f));

export const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/jats-import");

/** The JATS DTDs of the @jats4r/dtds package, found by public identifier through its XML catalogue. */
const CATALOG = path.resolve(import.meta.dirname, "../../node_modules/@jats4r/dtds/schema/catalog.xml");

export const hasXmllint = spawnSync("xmllint", ["--version"]).status === 0;

/** Validates a JATS document against the DTD its DOCTYPE names (never the network); throws with xmllint's message. */
export function validateJats(xml: string): void {
  execFileSync("xmllint", ["--nonet", "--noout", "--valid", "-"], {
    input: xml,
    env: { ...process.env, XML_CATALOG_FILES: CATALOG },
    stdio: ["pipe", "pipe", "pipe"],
  });
}
