import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { DATABASES, type TestDatabase } from "./databases";
import { startHarvestServer } from "./harvest-server";

const TODAY = "2026-11-21";
const FIXTURES = path.resolve("tests/fixtures/oai");
const HARVESTER = path.resolve("tests/integration/harvest-oai.pl");

/** An outside tool: in CI its absence fails the run; elsewhere the tests that need it are skipped, loudly. */
function tool(check: string[], what: string): boolean {
  const ok = spawnSync(check[0]!, check.slice(1), { stdio: "ignore" }).status === 0;
  if (!ok && process.env.CI) throw new Error(`${what} is required in CI (.ci/run installs it)`);
  if (!ok) console.warn(`SKIPPED: ${what} is not installed (apt-get install -y libhttp-oai-perl libxml2-utils)`);
  return ok;
}
const hasXmllint = tool(["xmllint", "--version"], "xmllint");
const hasHttpOai = tool(["perl", "-MHTTP::OAI", "-e", "1"], "HTTP::OAI (libhttp-oai-perl)");

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => ["record", "header", "set", "metadataFormat", "setSpec", "dc:title", "dc:identifier", "error"].includes(name) });
const workDir = mkdtempSync(path.join(tmpdir(), "opls-oai-"));
let validated = 0;

/** xmllint against the OAI-PMH schema and the schemas of what sits in its strict wildcards; never the network. */
function validate(xml: string): void {
  if (!hasXmllint) return;
  const file = path.join(workDir, `r${validated++}.xml`);
  writeFileSync(file, xml);
  const r = spawnSync("xmllint", ["--nonet", "--noout", "--schema", path.join(FIXTURES, "harvest.xsd"), file], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`schema-invalid response:\n${r.stderr}\n${xml.slice(0, 2000)}`);
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`OAI-PMH over HTTP on ${target.name}`, () => {
    let t: TestDatabase;
    let base = "";
    let origin = "";
    let close: () => Promise<void>;
    let published = 0;
    let publishedPreprints = 0;
    let someId = 0;

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed XML: the tests read it by path
    async function get(query: string, init?: RequestInit): Promise<{ xml: string; doc: Record<string, any> }> {
      const response = await fetch(`${base}?${query}`, init);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/xml");
      const xml = await response.text();
      return { xml, doc: parser.parse(xml)["OAI-PMH"] };
    }
    async function errorOf(query: string): Promise<string> {
      const { xml, doc } = await get(query);
      validate(xml);
      return doc.error?.[0]?.["@code"] ?? "none";
    }

    beforeAll(async () => {
      t = await target.create({ protocols: 400, today: TODAY });
      const counts = await t.db.selectFrom("protocols").select(["kind", (eb) => eb.fn.countAll<number | string>().as("n")]).where("status", "=", "published").groupBy("kind").execute();
      published = counts.reduce((s, c) => s + Number(c.n), 0);
      publishedPreprints = Number(counts.find((c) => c.kind === "bpp")?.n ?? 0);
      someId = (await t.db.selectFrom("protocols").select("id").where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow()).id;
      const server = await startHarvestServer(t.db);
      origin = server.origin;
      base = `${origin}/oai`;
      close = server.close;
    });
    afterAll(async () => {
      await close?.();
      await t?.drop();
    });

    it("Identify names the configured base URL, seconds granularity and the earliest datestamp", async () => {
      const { xml, doc } = await get("verb=Identify", { headers: { host: "evil.example" } });
      validate(xml);
      expect(doc.Identify.baseURL).toBe(base);
      expect(doc.request["#text"]).toBe(base);
      expect(doc.Identify.protocolVersion).toBe(2);
      expect(doc.Identify.granularity).toBe("YYYY-MM-DDThh:mm:ssZ");
      expect(doc.Identify.earliestDatestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(xml).not.toContain("evil.example");
    });

    it("ListMetadataFormats offers oai_dc and jats, for the repository and for one record", async () => {
      for (const q of ["verb=ListMetadataFormats", `verb=ListMetadataFormats&identifier=oai:opls.journal:${someId}`]) {
        const { xml, doc } = await get(q);
        validate(xml);
        expect(doc.ListMetadataFormats.metadataFormat.map((f: { metadataPrefix: string }) => f.metadataPrefix)).toEqual(["oai_dc", "jats"]);
      }
      expect(await errorOf("verb=ListMetadataFormats&identifier=oai:opls.journal:99999999")).toBe("idDoesNotExist");
    });

    it("ListSets lists the list kinds and the research categories", async () => {
      const { xml, doc } = await get("verb=ListSets");
      validate(xml);
      const specs = doc.ListSets.set.map((s: { setSpec: string[] }) => s.setSpec[0]);
      expect(specs).toEqual(expect.arrayContaining(["kind", "kind:bp", "kind:bpp", "category", "category:biochemistry", "category:neuroscience"]));
      expect(await errorOf("verb=ListSets&resumptionToken=xyz")).toBe("badResumptionToken");
    });

    it("GetRecord gives Dublin Core and JATS with links at the configured origin", async () => {
      const dc = await get(`verb=GetRecord&identifier=oai:opls.journal:${someId}&metadataPrefix=oai_dc`, { headers: { host: "evil.example" } });
      validate(dc.xml);
      const meta = dc.doc.GetRecord.record[0].metadata["oai_dc:dc"];
      expect(meta["dc:identifier"].some((i: string) => i.startsWith(`${origin}/en/bpdetail?id=${someId}`))).toBe(true);
      expect(dc.xml).not.toContain("evil.example");
      const jats = await get(`verb=GetRecord&identifier=oai:opls.journal:${someId}&metadataPrefix=jats`);
      expect(jats.xml).toContain('<article xmlns="https://jats.nlm.nih.gov/ns/archiving/1.3/"');
      expect(jats.xml).toContain("<article-meta>");
      expect(jats.xml).not.toContain("<body>");
      if (hasXmllint) execFileSync("xmllint", ["--nonet", "--noout", "-"], { input: jats.xml });
      expect(await errorOf("verb=GetRecord&identifier=oai:opls.journal:99999999&metadataPrefix=oai_dc")).toBe("idDoesNotExist");
      expect(await errorOf("verb=GetRecord&identifier=not-an-oai-id&metadataPrefix=oai_dc")).toBe("idDoesNotExist");
      expect(await errorOf(`verb=GetRecord&identifier=oai:opls.journal:${someId}&metadataPrefix=marc21`)).toBe("cannotDisseminateFormat");
    });

    /** Follows every resumption token of a list with plain HTTP, checking each page against the schema. */
    async function harvest(query: string, verb: "ListRecords" | "ListIdentifiers", method: "GET" | "POST" = "GET") {
      const ids: string[] = [];
      let next: string | null = query;
      let pages = 0;
      while (next !== null) {
        const query: string = next;
        const { xml, doc }: Awaited<ReturnType<typeof get>> =
          method === "GET"
            ? await get(query)
            : await (async () => {
                const response = await fetch(base, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: query });
                const text = await response.text();
                return { xml: text, doc: parser.parse(text)["OAI-PMH"] };
              })();
        if (pages < 3) validate(xml);
        pages++;
        if (doc.error) throw new Error(`${doc.error[0]["@code"]}: ${doc.error[0]["#text"]}`);
        const list: Record<string, any> = doc[verb]; // eslint-disable-line @typescript-eslint/no-explicit-any
        const headers = verb === "ListRecords" ? list.record.map((r: { header: { identifier: string }[] }) => r.header[0]) : list.header;
        ids.push(...headers.map((h: { identifier: string }) => h.identifier));
        const token: unknown = list.resumptionToken;
        const text: string | undefined = typeof token === "string" ? token : (token as { "#text"?: string } | undefined)?.["#text"];
        next = text ? `verb=${verb}&resumptionToken=${encodeURIComponent(text)}` : null;
      }
      return { ids, pages };
    }

    it("ListRecords pages through every published protocol exactly once, by GET and by POST", async () => {
      const get1 = await harvest("verb=ListRecords&metadataPrefix=oai_dc", "ListRecords");
      expect(get1.ids.length).toBe(published);
      expect(new Set(get1.ids).size).toBe(published);
      expect(get1.pages).toBe(Math.ceil(published / 100));
      const post = await harvest("verb=ListIdentifiers&metadataPrefix=oai_dc", "ListIdentifiers", "POST");
      expect(post.ids).toEqual(get1.ids);
    });

    it("a resumption token survives a server restart: a fresh server continues the list", async () => {
      const first = await get("verb=ListIdentifiers&metadataPrefix=oai_dc");
      const token = first.doc.ListIdentifiers.resumptionToken["#text"];
      const fresh = await startHarvestServer(t.db);
      try {
        const response = await fetch(`${fresh.origin}/oai?verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`);
        const doc = parser.parse(await response.text())["OAI-PMH"];
        expect(doc.error).toBeUndefined();
        expect(doc.ListIdentifiers.resumptionToken["@cursor"]).toBe("100");
        const firstIds = first.doc.ListIdentifiers.header.map((h: { identifier: string }) => h.identifier);
        expect(doc.ListIdentifiers.header.some((h: { identifier: string }) => firstIds.includes(h.identifier))).toBe(false);
      } finally {
        await fresh.close();
      }
    });

    it("sets and from/until select records", async () => {
      const preprints = await harvest("verb=ListIdentifiers&metadataPrefix=oai_dc&set=kind:bpp", "ListIdentifiers");
      expect(preprints.ids.length).toBe(publishedPreprints);
      const inCategory = await t.db
        .selectFrom("protocols")
        .innerJoin("protocol_categories", "protocol_categories.protocol_id", "protocols.id")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("status", "=", "published")
        .where("category_id", "=", 6)
        .executeTakeFirstOrThrow();
      const neuro = await harvest("verb=ListIdentifiers&metadataPrefix=oai_dc&set=category:neuroscience", "ListIdentifiers");
      expect(neuro.ids.length).toBe(Number(inCategory.n));

      // Three records changed later than the rest: a harvest from that second on gets exactly them.
      const changed = await t.db.selectFrom("protocols").select("id").where("status", "=", "published").orderBy("id", "desc").limit(3).execute();
      await t.db
        .updateTable("protocols")
        .set({ updated_at: "2030-05-06T07:08:09.500Z" })
        .where(
          "id",
          "in",
          changed.map((c) => c.id),
        )
        .execute();
      const later = await harvest("verb=ListIdentifiers&metadataPrefix=oai_dc&from=2030-05-06T07:08:09Z", "ListIdentifiers");
      expect(later.ids.sort()).toEqual(changed.map((c) => `oai:opls.journal:${c.id}`).sort());
      expect((await harvest("verb=ListIdentifiers&metadataPrefix=oai_dc&from=2030-05-06&until=2030-05-06", "ListIdentifiers")).ids.length).toBe(3);
      const before = await harvest("verb=ListIdentifiers&metadataPrefix=oai_dc&until=2030-05-05", "ListIdentifiers");
      expect(before.ids.length).toBe(published - 3);
      expect(await errorOf("verb=ListRecords&metadataPrefix=oai_dc&from=2030-05-06T07:08:10Z")).toBe("noRecordsMatch");
      expect(await errorOf("verb=ListRecords&metadataPrefix=oai_dc&until=1999-12-31")).toBe("noRecordsMatch");
      expect(await errorOf("verb=ListRecords&metadataPrefix=oai_dc&set=category:astrology")).toBe("noRecordsMatch");
    });

    it("answers every protocol error inside the envelope, schema-valid", async () => {
      expect(await errorOf("")).toBe("badVerb");
      expect(await errorOf("verb=Harvest")).toBe("badVerb");
      expect(await errorOf("verb=Identify&verb=ListSets")).toBe("badVerb");
      expect(await errorOf("verb=Identify&extra=1")).toBe("badArgument");
      expect(await errorOf("verb=ListRecords")).toBe("badArgument");
      expect(await errorOf("verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-30")).toBe("badArgument");
      expect(await errorOf("verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01&until=2026-12-31T00:00:00Z")).toBe("badArgument");
      expect(await errorOf("verb=ListRecords&resumptionToken=abc&metadataPrefix=oai_dc")).toBe("badArgument");
      expect(await errorOf("verb=ListRecords&resumptionToken=not.valid")).toBe("badResumptionToken");
      expect(await errorOf("verb=ListRecords&metadataPrefix=mods")).toBe("cannotDisseminateFormat");
      const { doc } = await get("verb=ListRecords&metadataPrefix=oai_dc");
      const token = doc.ListRecords.resumptionToken["#text"];
      expect(await errorOf(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`)).toBe("badResumptionToken");
      // Not a form post: no arguments were given at all.
      const response = await fetch(base, { method: "POST", headers: { "content-type": "text/plain" }, body: "verb=Identify" });
      expect(parser.parse(await response.text())["OAI-PMH"].error[0]["@code"]).toBe("badVerb");
    });

    it.skipIf(!hasHttpOai)("a real harvester (HTTP::OAI) harvests the whole journal over every resumption token", async () => {
      for (const [verb, prefix] of [
        ["ListRecords", "oai_dc"],
        ["ListRecords", "jats"],
        ["ListIdentifiers", "oai_dc"],
      ] as const) {
        // Asynchronous: the server answering the harvester runs in this process.
        const { stdout } = await promisify(execFile)("perl", [HARVESTER, base, verb, prefix], { encoding: "utf8", timeout: 120_000 });
        expect(stdout.trim(), `${verb} ${prefix}`).toBe(`records=${published} unique=${published}`);
      }
    });
  });
}
