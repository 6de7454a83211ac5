import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { runCrossrefDeposit, type DepositRunOptions } from "@core/crossref/run-crossref-deposit";
import type { DepositConfig } from "@core/crossref/deposit-work";
import { DATABASES, type TestDatabase } from "./databases";

const TODAY = "2026-11-21";
const SINCE = "2026-10-01";
const SCHEMA = path.resolve("tests/fixtures/crossref/crossref5.3.1.xsd");
const hasXmllint = spawnSync("xmllint", ["--version"], { stdio: "ignore" }).status === 0;
if (!hasXmllint && process.env.CI) throw new Error("xmllint is required in CI (libxml2-utils)");

const config: DepositConfig = {
  doiPrefix: "10.99999",
  depositorName: "OPLS Open Science Foundation",
  depositorEmail: "crossref@opls.example.org",
  registrant: "OPLS Open Science Foundation",
  origin: "https://opls.example.org",
};

interface Received {
  fields: Record<string, string>;
  fileName: string | null;
  fileType: string | null;
  xml: string;
  contentType: string;
}

/** A stand-in for Crossref's deposit servlet: reads the multipart form; answers as `answer` says. */
async function startDepositServer(answer: (n: number) => { status: number; body: string }) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const contentType = req.headers["content-type"] ?? "";
        const form = await new Response(Buffer.concat(chunks), { headers: { "content-type": contentType } }).formData();
        const fields: Record<string, string> = {};
        let file: File | null = null;
        for (const [k, v] of form.entries()) {
          if (typeof v === "string") fields[k] = v;
          else file = v;
        }
        received.push({ fields, fileName: file?.name ?? null, fileType: file?.type ?? null, xml: file ? await file.text() : "", contentType });
        const a = answer(received.length);
        res.writeHead(a.status, { "content-type": "text/html" }).end(a.body);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/servlet/deposit`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function validate(files: string[]): void {
  if (!hasXmllint || files.length === 0) return;
  const r = spawnSync("xmllint", ["--nonet", "--noout", "--schema", SCHEMA, ...files], { encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`Crossref deposits on ${target.name}`, () => {
    let t: TestDatabase;
    const base = (over: Partial<DepositRunOptions>): DepositRunOptions => ({
      selection: { since: SINCE },
      outDir: mkdtempSync(path.join(tmpdir(), "opls-deposits-")),
      config,
      endpoint: null,
      now: () => new Date("2026-11-21T08:00:00.000Z"),
      ...over,
    });

    beforeAll(async () => {
      t = await target.create({ protocols: 150, today: TODAY });
    });
    afterAll(async () => {
      await t?.drop();
    });

    it("writes valid batch files for everything published since a day, and records them as written", async () => {
      const expected = await t.db
        .selectFrom("protocols")
        .select(["id", "kind"])
        .where((eb) => eb.or([eb("online_on", ">=", SINCE), eb("published_on", ">=", SINCE)]))
        .execute();
      expect(expected.some((p) => p.kind === "bpp")).toBe(true);
      const report = await runCrossrefDeposit(t.db, base({ batchSize: 20 }));
      const dois = report.batches.flatMap((b) => b.dois);
      expect(dois).toHaveLength(expected.length);
      expect(report.skipped).toEqual([]);
      expect(report.batches.every((b) => b.dois.length <= 20)).toBe(true);
      expect(report.batches.every((b) => b.outcome === null)).toBe(true);
      // Crossref takes one kind of record per batch: preprints only ever as posted_content.
      for (const b of report.batches) {
        const xml = readFileSync(b.path, "utf8");
        expect(xml.includes("<journal_article")).toBe(b.contentType === "journal");
        expect(xml.includes("<posted_content")).toBe(b.contentType === "posted_content");
        expect(b.dois.every((d) => d.includes(".pre.") === (b.contentType === "posted_content"))).toBe(true);
      }
      validate(report.batches.map((b) => b.path));
      const rows = await t.db.selectFrom("crossref_deposits").selectAll().where("batch_id", "in", report.batches.map((b) => b.batchId)).execute();
      expect(rows).toHaveLength(report.batches.length);
      expect(rows.every((r) => r.status === "written" && r.http_status === null)).toBe(true);
      expect(rows.reduce((n, r) => n + (JSON.parse(r.dois) as string[]).length, 0)).toBe(expected.length);
    });

    it("deposits one issue (its articles under one journal_issue) and one protocol; skips a DOI of another registrant", async () => {
      const issue = await t.db.selectFrom("protocols").select(["issue_id", (eb) => eb.fn.countAll<number>().as("n")]).where("issue_id", "is not", null).groupBy("issue_id").orderBy("issue_id", "desc").executeTakeFirstOrThrow();
      const byIssue = await runCrossrefDeposit(t.db, base({ selection: { issue: issue.issue_id! } }));
      expect(byIssue.batches).toHaveLength(1);
      expect(byIssue.batches[0]!.dois).toHaveLength(Number(issue.n));
      const xml = readFileSync(byIssue.batches[0]!.path, "utf8");
      expect(xml.match(/<journal_issue>/g)).toHaveLength(1);
      validate([byIssue.batches[0]!.path]);

      const one = await t.db.selectFrom("protocols").select(["id", "doi"]).where("kind", "=", "bp").where("issue_id", "=", issue.issue_id).orderBy("id").executeTakeFirstOrThrow();
      const single = await runCrossrefDeposit(t.db, base({ selection: { protocol: one.id } }));
      expect(single.batches.map((b) => b.dois)).toEqual([[one.doi]]);

      await t.db.updateTable("protocols").set({ doi: "10.1371/journal.pone.0000001" }).where("id", "=", one.id).execute();
      const foreign = await runCrossrefDeposit(t.db, base({ selection: { protocol: one.id } }));
      expect(foreign.batches).toEqual([]);
      expect(foreign.skipped).toEqual([{ id: one.id, reason: "DOI 10.1371/journal.pone.0000001 is not under the prefix 10.99999" }]);
      await t.db.updateTable("protocols").set({ doi: one.doi }).where("id", "=", one.id).execute();
    });

    it("posts each batch as Crossref's multipart form and records the answer; a refused batch is recorded as failed", async () => {
      const server = await startDepositServer((n) =>
        n === 2 ? { status: 401, body: "<html><body><h2>FAILURE</h2><p>Authentication failed</p></body></html>" } : { status: 200, body: "<html><body><h2>SUCCESS</h2><p>Your batch submission was successfully received.</p></body></html>" },
      );
      try {
        const report = await runCrossrefDeposit(t.db, base({ batchSize: 25, endpoint: { url: server.url, user: "opls-user", password: "s3cret&pass" } }));
        expect(report.batches.length).toBeGreaterThanOrEqual(3);
        expect(server.received).toHaveLength(report.batches.length);
        for (const [i, r] of server.received.entries()) {
          expect(r.contentType).toMatch(/^multipart\/form-data; boundary=/);
          expect(r.fields).toEqual({ operation: "doMDUpload", login_id: "opls-user", login_passwd: "s3cret&pass" });
          expect(r.fileName).toBe(report.batches[i]!.fileName);
          expect(r.xml).toBe(readFileSync(report.batches[i]!.path, "utf8"));
        }
        const rows = await t.db.selectFrom("crossref_deposits").selectAll().where("batch_id", "in", report.batches.map((b) => b.batchId)).orderBy("id").execute();
        expect(rows.map((r) => [r.status, r.http_status])).toEqual(report.batches.map((_, i) => (i === 1 ? ["failed", 401] : ["submitted", 200])));
        expect(rows[1]!.response_summary).toBe("FAILURE Authentication failed");
        expect(rows[0]!.response_summary).toContain("successfully received");
        expect(rows.every((r) => r.attempted_at === "2026-11-21T08:00:00.000Z")).toBe(true);
      } finally {
        await server.close();
      }
    });

    it("records a batch as failed when nothing answers", async () => {
      const server = await startDepositServer(() => ({ status: 200, body: "" }));
      await server.close(); // a port that was just free: the upload is refused
      const { issue_id } = await t.db.selectFrom("protocols").select("issue_id").where("issue_id", "is not", null).orderBy("issue_id", "desc").executeTakeFirstOrThrow();
      const report = await runCrossrefDeposit(t.db, base({ selection: { issue: issue_id! }, endpoint: { url: server.url, user: "u", password: "p", timeoutMs: 5000 } }));
      expect(report.batches.length).toBe(1);
      expect(report.batches[0]!.outcome).toMatchObject({ ok: false, httpStatus: null });
      const row = await t.db.selectFrom("crossref_deposits").selectAll().where("batch_id", "=", report.batches[0]!.batchId).executeTakeFirstOrThrow();
      expect(row.status).toBe("failed");
      expect(row.http_status).toBeNull();
      expect(row.response_summary).toMatch(/fetch failed|ECONNREFUSED/);
    });
  });
}

describe("npm run crossref:deposit", () => {
  it("refuses a run without a selection or with half the upload settings, and writes files for --protocol with the configured prefix and origin", async () => {
    const run = promisify(execFile);
    const dir = mkdtempSync(path.join(tmpdir(), "opls-deposit-cli-"));
    const dbFile = path.join(dir, "journal.sqlite");
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: dbFile, PUBLIC_URL: "https://journal.example.net", CROSSREF_DEPOSITOR_EMAIL: "doi@journal.example.net", LOG_LEVEL: "silent" };
    delete env.CROSSREF_DEPOSIT_URL;
    await run(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--protocols", "60"], { env });
    await expect(run(process.execPath, ["--import", "tsx", "scripts/crossref-deposit.ts"], { env })).rejects.toMatchObject({ stderr: expect.stringContaining("give one of --since") });
    await expect(run(process.execPath, ["--import", "tsx", "scripts/crossref-deposit.ts", "--since", "2026-11-01"], { env: { ...env, CROSSREF_DEPOSIT_URL: "http://127.0.0.1:9/deposit" } })).rejects.toMatchObject({
      stderr: expect.stringContaining("set all three of CROSSREF_DEPOSIT_URL, CROSSREF_USER and CROSSREF_PASSWORD"),
    });
    const out = path.join(dir, "deposits");
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/crossref-deposit.ts", "--protocol", "1001", "--out", out], { env });
    expect(stdout).toContain("1 batch files, 1 records, 0 skipped");
    const files = readdirSync(out);
    expect(files).toHaveLength(1);
    const xml = readFileSync(path.join(out, files[0]!), "utf8");
    expect(xml).toContain("<doi>10.99999/opls.1001</doi><resource>https://journal.example.net/en/bpdetail?id=1001&amp;type=bp</resource>");
    expect(xml).toContain("<email_address>doi@journal.example.net</email_address>");
    expect(existsSync(dbFile)).toBe(true);
    validate([path.join(out, files[0]!)]);
  });
});
