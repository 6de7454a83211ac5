import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDraft } from "@core/editorial/create-draft";
import type { EditorialDraft } from "@core/editorial/draft-schema";
import { findDraft } from "@core/editorial/find-draft";
import { publishDraft } from "@core/editorial/publish-draft";
import { editorValuesFromDraft } from "@core/editorial/protocol-editor-form";
import { bodyFromText } from "@core/editorial/simple-body";
import { FORM_RATE_LIMITS } from "@core/forms/limits";
import { findUploadByToken } from "@core/uploads/find-upload-by-token";
import { registerUser } from "@core/users/register-user";
import { startSession } from "@core/users/start-session";
import { NGINX_TEMPLATE_PATH, renderNginxConf } from "../../deploy/render-nginx-conf";
import { compiledServerEntry } from "../../scripts/compiled-server";
import { pdf } from "../fixtures/forms-files";
import { DATABASES, type TestDatabase } from "./databases";
import { freePort } from "./free-port";

/**
 * Issue 16 §4, ADR 0124: two app nodes (one process each) on one PostgreSQL database and one shared upload folder,
 * behind Debian's nginx running deploy/nginx/opls.conf.template over TLS. A session started on one node is valid
 * on the other, a file stored through one downloads through the other, a protocol published on one shows on the
 * other's cached visitor page within a second (LISTEN/NOTIFY), a rate limit counts on both, and a node killed right
 * after answering a form has stored it. nginx serves the build's assets itself, keeps visitors' pages (never a
 * signed-in reader's), and sets X-Forwarded-For, which the nodes trust from it alone.
 *
 * Every address is on loopback: nginx reaches the nodes from 127.0.0.1 (TRUST_PROXY); the test's own direct
 * requests come from other loopback addresses (127.0.0.x), which the nodes do not trust.
 */
const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.resolve(root, process.env.BUILD_DIR || "build", "client");
const postgres = DATABASES.find((d) => d.name === "postgres")!;
const nginxPath = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => p && existsSync(p));
const opensslWorks = spawnSync("openssl", ["version"]).status === 0;
const missing = [!postgres.available && "PostgreSQL", !nginxPath && "nginx (apt-get install nginx)", !opensslWorks && "openssl"].filter(Boolean);
if (missing.length) console.warn(`two nodes behind nginx SKIPPED: missing ${missing.join(", ")}`);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  bytes: Buffer;
}
interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The loopback address the request comes from. */
  from?: string;
}

let certificate = "";

/** One request on a connection of its own (nginx and the nodes choose freshly); https trusts the test's certificate. */
function send(url: string, { method = "GET", headers = {}, body, from }: SendOptions = {}): Promise<Answer> {
  const target = new URL(url);
  const options: https.RequestOptions = { method, headers, agent: false, localAddress: from, ca: certificate };
  const request = target.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = request(target, options, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text: bytes.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer from ${url}`)));
    req.end(body);
  });
}

/** Polls `probe` until it gives a truthy value, or fails after `ms`: waits on a state, never a fixed time. */
async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once("exit", () => resolve()));

async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  process.kill(child.pid, signal);
  await exited(child);
}

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return { headers: { "content-type": "application/x-www-form-urlencoded" }, body: body.toString() };
};
const formKey = () => `k-${randomBytes(12).toString("hex")}`;

function draft(titleEn: string): EditorialDraft {
  return {
    kind: "bp",
    titleEn,
    titleCn: null,
    abstractEn: "Measured on two nodes at once.",
    abstractCn: null,
    keywordsEn: ["cluster"],
    keywordsCn: [],
    authors: [{ nameEn: "Noor Node", nameCn: null, orcid: null, affiliations: ["Example University"], corresponding: true, email: "noor@example.org" }],
    categoryIds: [4],
    organisms: [],
    licence: "CC BY 4.0",
    receivedOn: "2026-09-01",
    acceptedOn: "2026-11-02",
    body: bodyFromText({ background: "Why.", materials: "", steps: "Do it.", references: "" }),
    bodyCn: null,
    doi: null,
    versionNote: null,
  };
}

describe.skipIf(missing.length > 0)("two app nodes on PostgreSQL behind nginx", () => {
  let t: TestDatabase;
  let dir: string;
  let nodes: { port: number; origin: string; process: ChildProcess }[] = [];
  let nginx: ChildProcess | undefined;
  let site = "";
  let plainSite = "";
  let editorCookie = "";

  const startNode = (port: number, shared: Record<string, string>) =>
    spawn(process.execPath, [compiledServerEntry()], {
      cwd: root,
      // The log (pino, on standard output) at LOG_LEVEL=error: only a failure, shown with the test's own output.
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, ...shared, NODE_ENV: "production", WEB_CONCURRENCY: "1", PORT: String(port), HOST: "127.0.0.1" },
    });

  beforeAll(async () => {
    t = await postgres.create({ protocols: 20, today: "2026-11-01" });
    dir = mkdtempSync(path.join(tmpdir(), "opls-two-nodes-"));
    const [nginxPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    site = `https://127.0.0.1:${nginxPort}`;
    plainSite = `http://127.0.0.1:${await freePort()}`;
    const shared = {
      DATABASE_URL: t.url,
      PUBLIC_URL: site,
      TRUST_PROXY: "127.0.0.1",
      UPLOAD_DIR: path.join(dir, "uploads"),
      MAIL_DIR: path.join(dir, "mail"),
      PDF_DIR: path.join(dir, "pdfs"),
      OG_IMAGE_DIR: path.join(dir, "og-images"),
      SKIP_SEED: "1",
      SMTP_URL: "",
      LOG_LEVEL: "error",
    };
    nodes = [portA!, portB!].map((port) => ({ port, origin: `http://127.0.0.1:${port}`, process: startNode(port, shared) }));

    const tls = spawnSync("openssl", [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"],
      ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem"), "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1"],
    ]);
    if (tls.status !== 0) throw new Error(`openssl: ${tls.stderr.toString()}`);
    certificate = readFileSync(path.join(dir, "cert.pem"), "utf8");
    const siteConf = renderNginxConf(readFileSync(NGINX_TEMPLATE_PATH, "utf8"), {
      OPLS_UPSTREAM_SERVERS: nodes.map((n) => `server 127.0.0.1:${n.port} max_fails=1 fail_timeout=10s;`).join(" "),
      OPLS_CACHE_DIR: path.join(dir, "nginx-cache"),
      OPLS_SERVER_NAME: "127.0.0.1",
      OPLS_HTTP_LISTEN: plainSite.replace("http://", ""),
      OPLS_HTTPS_LISTEN: `127.0.0.1:${nginxPort}`,
      OPLS_PUBLIC_ORIGIN: site,
      OPLS_TLS_CERTIFICATE: path.join(dir, "cert.pem"),
      OPLS_TLS_CERTIFICATE_KEY: path.join(dir, "key.pem"),
      OPLS_CLIENT_DIR: clientDir,
    });
    writeFileSync(path.join(dir, "opls.conf"), siteConf);
    // What Debian's /etc/nginx/nginx.conf provides, in the test's folder: nginx runs as the test's user, in the foreground.
    const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}-temp`)};`);
    const mainConf = [
      process.getuid?.() === 0 ? "user root;" : "",
      "daemon off;",
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "nginx-error.log")} warn;`,
      "events { worker_connections 512; }",
      "http {",
      existsSync("/etc/nginx/mime.types") ? "  include /etc/nginx/mime.types;" : "",
      "  default_type application/octet-stream;",
      `  access_log ${path.join(dir, "nginx-access.log")};`,
      ...temp,
      `  include ${path.join(dir, "opls.conf")};`,
      "}",
    ].join("\n");
    writeFileSync(path.join(dir, "nginx.conf"), mainConf);
    mkdirSync(path.join(dir, "uploads"));
    nginx = spawn(nginxPath!, ["-p", `${dir}/`, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "nginx-error.log")], {
      stdio: ["ignore", "ignore", "inherit"],
    });

    for (const node of nodes) await until(`node ${node.port}`, async () => (await send(`${node.origin}/healthz`)).status === 200);
    await until("nginx", async () => (await send(`${site}/healthz`)).status === 200);

    const editor = await t.db
      .insertInto("users")
      .values({ email: "node-editor@example.org", username: "nodeeditor", password_hash: "!", full_name: "Ed Node", role: "editor" })
      .returning("id")
      .executeTakeFirstOrThrow();
    editorCookie = `auth-token=${await startSession(t.db, editor.id, null)}`;
  });

  afterAll(async () => {
    await stop(nginx, "SIGTERM");
    for (const node of nodes) await stop(node.process, "SIGKILL");
    await t?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("terminates TLS and hands requests to both nodes", async () => {
    const pids = new Set<number>();
    await until("both nodes behind nginx", async () => {
      const health = await send(`${site}/healthz`);
      pids.add((JSON.parse(health.text) as { pid: number }).pid);
      return pids.size === 2;
    });
    expect([...pids].sort()).toEqual(nodes.map((n) => n.process.pid).sort());
    const plain = await send(`${plainSite}/en/about?x=1`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`${site}/en/about?x=1`);
  });

  it("serves the build's hashed assets itself, kept a year", async () => {
    const names = readdirSync(path.join(clientDir, "assets"));
    const asset = names.find((name) => name.endsWith(".js") && names.includes(`${name}.gz`))!;
    const answer = await send(`${site}/assets/${asset}`);
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.bytes.equals(readFileSync(path.join(clientDir, "assets", asset)))).toBe(true);
    // Not a node's answer: every response of the app carries its security headers (helmet).
    expect(answer.headers["content-security-policy"]).toBeUndefined();
    // The build's own gzip (ADR 0139), not compressed again by nginx.
    const gzipped = await send(`${site}/assets/${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.bytes.equals(readFileSync(path.join(clientDir, "assets", `${asset}.gz`)))).toBe(true);
  });

  it("keeps visitors' pages, never a signed-in reader's, and never a form page", async () => {
    await until("a kept page", async () => (await send(`${site}/en/about`)).headers["x-proxy-cache"] === "HIT");
    // nginx compresses (the nodes are asked for identity, so one kept copy serves every client).
    expect((await send(`${site}/en/about`, { headers: { "accept-encoding": "gzip" } })).headers["content-encoding"]).toBe("gzip");
    const signedIn = await send(`${site}/en/about`, { headers: { cookie: editorCookie } });
    expect(signedIn.headers["x-proxy-cache"]).toBe("BYPASS");
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    const formPages = [await send(`${site}/en/help`), await send(`${site}/en/help`)];
    expect(formPages.map((p) => p.headers["x-proxy-cache"])).toEqual(["MISS", "MISS"]);
  });

  it("takes X-Forwarded-For from nginx only", async () => {
    const upload = (origin: string, from: string) =>
      send(`${origin}/api/uploads?kind=draft`, { method: "POST", from, headers: { "x-forwarded-for": "203.0.113.9" } });
    await upload(site, "127.0.0.7");
    await upload(nodes[0]!.origin, "127.0.0.8");
    const buckets = (await t.db.selectFrom("rate_limit_hits").select("bucket").where("bucket", "like", "upload:%").execute()).map((r) => r.bucket);
    // Through nginx: the client's own address (what it claimed is replaced); direct: the socket's (not trusted).
    expect(buckets).toEqual(expect.arrayContaining(["upload:127.0.0.7", "upload:127.0.0.8"]));
    expect(buckets).not.toContain("upload:203.0.113.9");
  });

  it("a log-in on node A is valid on node B", async () => {
    const email = "two.nodes@example.org";
    const password = "violet tulips at dawn";
    const account = await registerUser(t.db, { email, password, full_name: "", first_name: "Ada", last_name: "Node", terms: "on" }, "en", null);
    if (!account.ok) throw new Error(account.problem);
    const login = await send(`${nodes[0]!.origin}/en/login`, { method: "POST", ...form({ intent: "password", email, password, redirect: "/en" }) });
    expect([302, 303]).toContain(login.status);
    const cookie = (login.headers["set-cookie"] ?? []).find((c) => c.startsWith("auth-token="))!.split(";")[0]!;
    const fetchUser = (origin: string) =>
      send(`${origin}/v1/forum/user/fetchUser`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: "{}" });
    const userOn = async (origin: string) => (JSON.parse((await fetchUser(origin)).text) as { data?: { user_id?: number } }).data?.user_id;
    expect(await userOn(nodes[1]!.origin)).toBe(account.userId);
    expect(await userOn(site)).toBe(account.userId);
  });

  it("a file uploaded through node A downloads through node B", async () => {
    const file = pdf(`two nodes ${randomBytes(8).toString("hex")}`);
    const boundary = `----opls${randomBytes(8).toString("hex")}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="nodes.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const stored = await send(`${nodes[0]!.origin}/api/uploads?kind=draft`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    const { token } = JSON.parse(stored.text) as { token: string };
    const upload = await findUploadByToken(t.db, token, "draft");
    const download = await send(`${nodes[1]!.origin}/uploads/${upload!.id}`, { headers: { cookie: editorCookie } });
    expect(download.status).toBe(200);
    expect(download.bytes.equals(file)).toBe(true);
  });

  it("a protocol published on node A is on node B's kept visitor page within a second", async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const page = `${b.origin}/en/press`;
    await until("B keeping /en/press", async () => (await send(page)).headers["x-cache"] === "hit");
    // Proof that B's copy would stay old: a protocol put online by another connection, no node told.
    const quiet = await createDraft(t.db, draft("Quietly published on the side"), { userId: null, name: "test" }, null);
    const quietDraft = (await findDraft(t.db, quiet))!;
    expect((await publishDraft(t.db, quiet, quietDraft.lockVersion, { actor: { userId: null, name: "test" }, doiPrefix: "10.99999", today: "2026-11-24" })).ok).toBe(true);
    const stale = await send(page);
    expect(stale.headers["x-cache"]).toBe("hit");
    expect(stale.text).not.toContain("Quietly published on the side");

    // The editor publishes through node A's office page, as the form does.
    const id = await createDraft(t.db, draft("Published on node A"), { userId: null, name: "test" }, null);
    const stored = (await findDraft(t.db, id))!;
    const { values } = editorValuesFromDraft(stored.draft);
    const fields = { ...values, intent: "publish", lockVersion: String(stored.lockVersion), idempotencyKey: formKey() } as Record<string, string | string[]>;
    const published = await send(`${a.origin}/en/editorial/drafts/${id}`, { method: "POST", ...form(fields), headers: { ...form(fields).headers, cookie: editorCookie } });
    expect(published.status).toBe(302);
    expect(published.headers.location).toBe(`/en/editorial/drafts/${id}?published=1`);
    const answeredAt = Date.now();
    const fresh = await until("B showing the new protocol", async () => {
      const answer = await send(page);
      return answer.text.includes("Published on node A") && answer;
    }, 1_000);
    expect(Date.now() - answeredAt).toBeLessThan(1_000);
    expect(fresh.text).toContain("Quietly published on the side");
    // Through nginx, whose copy lasts a second.
    await until("nginx showing the new protocol", async () => (await send(`${site}/en/press`)).text.includes("Published on node A"), 3_000);
  });

  it("listens again after its connection is cut, emptying its cache, and hears the next notice", async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const page = `${b.origin}/en/news`;
    await until("B keeping /en/news", async () => (await send(page)).headers["x-cache"] === "hit");
    const listening = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where application_name = 'opls page-cache listener' and datname = current_database()`.execute(t.db)).rows[0]?.n;
    expect(await listening()).toBe(2);
    const cut = await sql<{ cut: boolean }>`select pg_terminate_backend(pid) as cut from pg_stat_activity
      where application_name = 'opls page-cache listener' and datname = current_database()`.execute(t.db);
    expect(cut.rows.filter((r) => r.cut)).toHaveLength(2);
    // Notices sent while it was away never reach it: once listening again, B starts from an empty cache.
    await until("B emptying its cache on listening again", async () => (await send(page)).headers["x-cache"] === "miss", 15_000);
    await until("both listening", async () => (await listening()) === 2, 15_000);

    await until("B keeping /en/news again", async () => (await send(page)).headers["x-cache"] === "hit");
    const news = await t.db.selectFrom("news").select("id").where("state", "=", "published").orderBy("published_on", "desc").executeTakeFirstOrThrow();
    await t.db.updateTable("news").set({ title_en: "Heard after the reconnection" }).where("id", "=", news.id).execute();
    expect((await send(page)).text).not.toContain("Heard after the reconnection");
    // Any form sent to a page through A (here a log-in without an address, refused) tells every process.
    expect((await send(`${a.origin}/en/login`, { method: "POST", ...form({ intent: "password", email: "" }) })).status).toBe(400);
    await until("B showing the change", async () => (await send(page)).text.includes("Heard after the reconnection"), 1_000);
  });

  it("counts a rate limit across both nodes", async () => {
    const { limit } = FORM_RATE_LIMITS.help;
    const help = (origin: string) =>
      send(`${origin}/en/help`, { method: "POST", from: "127.0.0.5", ...form({ email: "limits@example.org", message: "Counted on both nodes.", idempotencyKey: formKey() }) });
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) statuses.push((await help(nodes[i % 2]!.origin)).status);
    expect(statuses).toEqual(Array.from({ length: limit }, () => 200));
    expect((await help(nodes[0]!.origin)).status).toBe(429);
    expect((await help(nodes[1]!.origin)).status).toBe(429);
  });

  it("a node killed right after answering a form has stored it, and nginx carries on with the other", async () => {
    const key = formKey();
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const answer = await send(`${b.origin}/en/help`, { method: "POST", from: "127.0.0.6", ...form({ email: "kill@example.org", message: "Sent just before the node died.", idempotencyKey: key }) });
    await stop(b.process, "SIGKILL");
    expect(answer.status).toBe(200);
    expect(await t.db.selectFrom("help_requests").select("id").where("idempotency_key", "=", key).executeTakeFirst()).toBeDefined();
    for (let i = 0; i < 4; i++) {
      const health = await send(`${site}/healthz`);
      expect(health.status).toBe(200);
      expect((JSON.parse(health.text) as { pid: number }).pid).toBe(a.process.pid);
    }
    const after = await send(`${site}/en/help`, { method: "POST", from: "127.0.0.6", ...form({ email: "kill@example.org", message: "After.", idempotencyKey: formKey() }) });
    expect(after.status).toBe(200);
  });
});
