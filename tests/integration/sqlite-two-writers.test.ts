import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CATEGORIES } from "@core/categories/categories";
import { openDatabase, type DbHandle } from "@core/db/client";
import { migrateToLatest } from "@core/db/migrate";
import { createDraft } from "@core/editorial/create-draft";
import type { EditorialDraft } from "@core/editorial/draft-schema";
import { publishDraft } from "@core/editorial/publish-draft";
import { bodyFromText } from "@core/editorial/simple-body";

/**
 * The embedded database is one file that a second process may write while the server runs (a command-line JATS
 * import, role change or a test's setup). Transactions that read and then write must wait for each other there,
 * not fail with "database is locked" (client.ts begins them IMMEDIATE). Two processes publish drafts at once.
 */
const PER_PROCESS = 60;
const actor = { userId: null, name: "this process" };
let dir: string;
let handle: DbHandle;

function draft(n: number): EditorialDraft {
  return {
    kind: "bp",
    titleEn: `Counting Dividing Cells by EdU Incorporation, Variant ${n}`,
    titleCn: null,
    abstractEn: "EdU is incorporated into DNA during S phase and detected by click chemistry.",
    abstractCn: null,
    keywordsEn: [],
    keywordsCn: [],
    authors: [{ nameEn: "Ines Moreau", nameCn: null, orcid: null, affiliations: [], corresponding: true, email: null }],
    categoryIds: [CATEGORIES[0]!.id],
    organisms: [],
    licence: "CC BY 4.0",
    receivedOn: null,
    acceptedOn: null,
    body: bodyFromText({ background: "", materials: "", steps: "Add 10 µM EdU for 2 h.", references: "" }),
    bodyCn: null,
    doi: null,
    versionNote: null,
  };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "two-writers-"));
  handle = openDatabase(path.join(dir, "journal.sqlite"));
  await migrateToLatest(handle.db, "sqlite");
});
afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("two processes writing the embedded database", () => {
  it("publish drafts at the same time without a locked database or a shared id", async () => {
    const ids: number[] = [];
    for (let n = 0; n < 2 * PER_PROCESS; n++) ids.push(await createDraft(handle.db, draft(n), actor, null));
    const theirs = ids.slice(0, PER_PROCESS);
    const mine = ids.slice(PER_PROCESS);
    const script = path.resolve(import.meta.dirname, "../fixtures/publish-drafts.ts");
    const child = spawn(process.execPath, ["--import", "tsx", script, path.join(dir, "journal.sqlite"), ...theirs.map(String)], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
    const results = [];
    for (const id of mine) results.push(await publishDraft(handle.db, id, 1, { actor, doiPrefix: "10.55555", today: "2026-11-24" }));
    expect(await exited, errors).toBe(0);
    expect(results.every((r) => r.ok)).toBe(true);
    const online = await handle.db.selectFrom("editorial_drafts").select("published_protocol_id").where("id", "in", ids).execute();
    const protocolIds = online.map((r) => r.published_protocol_id);
    expect(protocolIds.every((id) => id !== null)).toBe(true);
    expect(new Set(protocolIds).size).toBe(ids.length);
  });
});
