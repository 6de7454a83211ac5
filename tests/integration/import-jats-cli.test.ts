import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { postgresAvailable } from "./databases";
import { SAMPLES_DIR, SAMPLE_FILES } from "./import-jats-helpers";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ORIGIN = "https://journal.example.org";
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

interface Line {
  file: string;
  id?: number;
  url?: string;
  error?: string;
}

/** Runs `npm run import:jats` (its script, as npm would) against a database; one parsed JSON line per file. */
function runImport(
  databaseUrl: string,
  args: string[],
  buildDir: string,
): { status: number | null; lines: Line[]; stderr: string } {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/import-jats.ts", ...args, "--json"], {
    cwd: ROOT,
    encoding: "utf8",
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `${ORIGIN}/`,
      BUILD_DIR: buildDir,
      LOG_LEVEL: "silent",
    },
  });
  const lines = r.stdout
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
  return { status: r.status, lines, stderr: r.stderr };
}

interface Target {
  name: string;
  available: boolean;
  create: () => Promise<{ url: string; drop: () => Promise<void> }>;
}

const TARGETS: Target[] = [
  {
    name: "sqlite",
    available: true,
    create: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "opls-jats-cli-"));
      return { url: path.join(dir, "journal.sqlite"), drop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: "postgres",
    available: postgresAvailable,
    create: async () => {
      const name = `opls_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        drop: async () => {
          const a = new pg.Client({ connectionString: adminUrl });
          await a.connect();
          await a.query(`drop database if exists ${name} with (force)`);
          await a.end();
        },
      };
    },
  },
];

for (const target of TARGETS) {
  describe.skipIf(!target.available)(`npm run import:jats on ${target.name}`, () => {
    let db: { url: string; drop: () => Promise<void> };
    let dir: string;
    beforeAll(async () => {
      db = await target.create();
      dir = mkdtempSync(path.join(tmpdir(), "opls-jats-cli-files-"));
    });
    afterAll(async () => {
      await db?.drop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("prints one JSON line per file, with the protocol's URL on the configured origin, or the error", () => {
      const broken = path.join(dir, "broken.xml");
      writeFileSync(
        broken,
        readFileSync(SAMPLE_FILES[0]!, "utf8").replace(/<article-title>[\s\S]*?<\/article-title>/, ""),
      );
      const first = runImport(db.url, [SAMPLES_DIR, broken], path.join(dir, "no-build"));
      expect(first.status).toBe(1);
      expect(first.lines.map((l) => l.file)).toEqual([...SAMPLE_FILES, broken]);
      const imported = first.lines.slice(0, 5);
      for (const line of imported) {
        expect(Object.keys(line)).toEqual(["file", "id", "url"]);
        expect(line.url).toBe(`${ORIGIN}/en/bpdetail?id=${line.id}&type=bp`);
      }
      expect(new Set(imported.map((l) => l.id)).size).toBe(5);
      expect(first.lines[5]).toEqual({ file: broken, error: "article-meta/title-group/article-title missing" });

      // A second run updates the same protocols.
      const second = runImport(db.url, [...SAMPLE_FILES, "--status", "published"], path.join(dir, "no-build"));
      expect(second.status).toBe(0);
      expect(second.lines.map((l) => l.id)).toEqual(imported.map((l) => l.id));
    });

    it("refuses an unknown status", () => {
      const r = runImport(db.url, [SAMPLE_FILES[0]!, "--status", "draft"], path.join(dir, "no-build"));
      expect(r.status).toBe(2);
      expect(r.stderr).toContain("--status must be in_press or published");
    });
  });
}
