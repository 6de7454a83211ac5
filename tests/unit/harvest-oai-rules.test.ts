import { describe, expect, it } from "vitest";
import { decodeOaiToken, encodeOaiToken, type OaiTokenState } from "@core/harvest/oai-token";
import { parseOaiDate } from "@core/harvest/parse-oai-date";
import { parseOaiRequest } from "@core/harvest/parse-oai-request";
import { OaiError } from "@core/harvest/oai-error";
import { escapeXml } from "@core/harvest/escape-xml";
import { buildRobotsTxt } from "@core/harvest/build-robots-txt";

const NOW = new Date("2026-11-23T10:00:00Z");
const STATE: OaiTokenState = {
  verb: "ListRecords",
  metadataPrefix: "oai_dc",
  set: "kind:bp",
  from: "2026-01-01",
  until: null,
  after: { datestamp: "2026-11-20T08:00:00.123Z", id: 42 },
  cursor: 100,
  issuedAt: NOW.getTime() - 60_000,
};

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof OaiError) return e.code;
    throw e;
  }
  return "none";
}

describe("OAI-PMH resumption tokens", () => {
  it("round-trip the whole harvest state, so they survive a restart", () => {
    expect(decodeOaiToken(encodeOaiToken(STATE), "ListRecords", NOW)).toEqual(STATE);
  });
  it("refuse an edited, cut, foreign-verb or expired token", () => {
    const token = encodeOaiToken(STATE);
    const [payload, sum] = token.split(".");
    const edited = Buffer.from(JSON.stringify({ ...STATE, cursor: 0 })).toString("base64url");
    expect(code(() => decodeOaiToken(`${edited}.${sum}`, "ListRecords", NOW))).toBe("badResumptionToken");
    expect(code(() => decodeOaiToken(payload!, "ListRecords", NOW))).toBe("badResumptionToken");
    expect(code(() => decodeOaiToken(token.slice(0, -1), "ListRecords", NOW))).toBe("badResumptionToken");
    expect(code(() => decodeOaiToken("garbage", "ListRecords", NOW))).toBe("badResumptionToken");
    expect(code(() => decodeOaiToken(token, "ListIdentifiers", NOW))).toBe("badResumptionToken");
    expect(code(() => decodeOaiToken(token, "ListRecords", new Date(NOW.getTime() + 25 * 3_600_000)))).toBe("badResumptionToken");
  });
});

describe("OAI-PMH dates", () => {
  it("accept day and seconds granularity and cover the whole day or second", () => {
    expect(parseOaiDate("from", "2026-02-28")).toEqual({ granularity: "day", start: "2026-02-28T00:00:00.000Z", end: "2026-02-28T23:59:59.999Z" });
    expect(parseOaiDate("until", "2026-02-28T13:04:05Z")).toEqual({
      granularity: "seconds",
      start: "2026-02-28T13:04:05.000Z",
      end: "2026-02-28T13:04:05.999Z",
    });
  });
  it.each(["2026-02-30", "2026-13-01", "2026-1-01", "2026-01-01T10:00Z", "2026-01-01T10:00:00", "2026-01-01T25:00:00Z", "yesterday", ""])(
    "refuse %j as badArgument",
    (value) => {
      expect(code(() => parseOaiDate("from", value))).toBe("badArgument");
    },
  );
});

describe("OAI-PMH arguments", () => {
  const p = (q: string) => () => parseOaiRequest(new URLSearchParams(q));
  it("checks the verb", () => {
    expect(code(p(""))).toBe("badVerb");
    expect(code(p("verb=Foo"))).toBe("badVerb");
    expect(code(p("verb=Identify&verb=Identify"))).toBe("badVerb");
    expect(code(p("verb=Identify"))).toBe("none");
  });
  it("checks required, unknown, repeated and exclusive arguments", () => {
    expect(code(p("verb=ListRecords"))).toBe("badArgument");
    expect(code(p("verb=Identify&set=x"))).toBe("badArgument");
    expect(code(p("verb=GetRecord&identifier=oai:x:1"))).toBe("badArgument");
    expect(code(p("verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=jats"))).toBe("badArgument");
    expect(code(p("verb=ListRecords&resumptionToken=abc&metadataPrefix=oai_dc"))).toBe("badArgument");
    expect(code(p("verb=ListRecords&resumptionToken=abc"))).toBe("none");
    expect(code(p("verb=ListIdentifiers&metadataPrefix=oai_dc&set=kind:bp&from=2026-01-01&until=2026-12-31"))).toBe("none");
  });
  it("refuses mixed granularities and from after until", () => {
    expect(code(p("verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01&until=2026-12-31T00:00:00Z"))).toBe("badArgument");
    expect(code(p("verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-01&until=2026-01-31"))).toBe("badArgument");
    expect(code(p("verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-01&until=2026-02-01"))).toBe("none");
  });
});

describe("XML escaping and robots.txt", () => {
  it("escapes markup and drops characters XML 1.0 forbids", () => {
    expect(escapeXml(`a<b>&"c'\u0001\uFFFE😀`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;😀");
  });
  it("names the sitemap at the configured origin and keeps crawlers out of accounts, forms and APIs", () => {
    const txt = buildRobotsTxt("https://journal.example");
    expect(txt).toContain("Sitemap: https://journal.example/sitemap.xml");
    for (const path of ["/en/login", "/cn/signup", "/en/profile", "/en/questions", "/en/favourite", "/en/submission", "/en/editorial", "/api/", "/v1/"]) {
      expect(txt).toContain(`Disallow: ${path}`);
    }
    expect(txt).toContain("Allow: /assets/");
    expect(txt).not.toMatch(/Disallow: \/en\/bpdetail$/m);
  });
});
