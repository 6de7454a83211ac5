import type { Db } from "../db/client";
import { JOURNAL } from "../config/constants";
import type { ProtocolDetail } from "../protocols/protocol-detail";
import { escapeXml as x } from "./escape-xml";
import { OaiError } from "./oai-error";
import { OAI_EMPTY_EARLIEST, OAI_FORMATS, OAI_PAGE_SIZE, OAI_REPOSITORY_ID, OAI_SETS, findOaiSet, isOaiFormat, type OaiFormat } from "./oai-constants";
import { decodeOaiToken, encodeOaiToken, tokenExpiry, type OaiTokenState } from "./oai-token";
import { parseOaiRequest, type OaiRequest } from "./parse-oai-request";
import { formatOaiDatestamp, parseOaiDate } from "./parse-oai-date";
import { findEarliestDatestamp, findHarvestRecord, listHarvestRecords, type HarvestHead } from "./list-harvest-records";
import { renderOaiMetadata, type JatsLabelsFor } from "./render-oai-metadata";
import type { HarvestDetailLoader } from "./load-harvest-details";
import { loadProtocolDetails } from "../protocols/load-protocol-details";

export interface OaiOptions {
  /** The configured site origin: the base URL and every link come from it, never from the request. */
  origin: string;
  now: Date;
  jatsLabels: JatsLabelsFor;
  /** Records per page; tests set a small one. */
  pageSize?: number;
  adminEmail: string;
  /** How a page of records' details is read; only `npm run bench:harvest` passes another (its baseline). */
  loadDetails?: HarvestDetailLoader;
}

const ENVELOPE_OPEN = `<?xml version="1.0" encoding="UTF-8"?>
<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">`;

export function oaiIdentifier(id: number): string {
  return `oai:${OAI_REPOSITORY_ID}:${id}`;
}

function parseIdentifier(identifier: string): number | null {
  const m = /^oai:([^:]+):([1-9]\d{0,9})$/.exec(identifier);
  return m && m[1] === OAI_REPOSITORY_ID ? Number(m[2]) : null;
}

function stamp(d: Date): string {
  return `${d.toISOString().slice(0, 19)}Z`;
}

/**
 * One OAI-PMH 2.0 request (GET query or POST form, already read into `params`) answered as the XML the
 * protocol defines. Protocol errors are answered inside the envelope with HTTP 200, as §3.6 requires.
 */
export async function answerOaiRequest(db: Db, params: URLSearchParams, options: OaiOptions): Promise<string> {
  const base = `${options.origin}/oai`;
  const head = `${ENVELOPE_OPEN}<responseDate>${stamp(options.now)}</responseDate>`;
  let request: OaiRequest | null = null;
  try {
    request = parseOaiRequest(params);
    const body = await answerVerb(db, request, options);
    const attrs = Object.entries({ verb: request.verb, ...request.args })
      .map(([k, v]) => ` ${k}="${x(v)}"`)
      .join("");
    return `${head}<request${attrs}>${x(base)}</request><${request.verb}>${body}</${request.verb}></OAI-PMH>\n`;
  } catch (error) {
    if (!(error instanceof OaiError)) throw error;
    // badVerb and badArgument: the request element carries no attributes (§3.6).
    const echo =
      request && error.code !== "badVerb" && error.code !== "badArgument"
        ? Object.entries({ verb: request.verb, ...request.args })
            .map(([k, v]) => ` ${k}="${x(v)}"`)
            .join("")
        : "";
    return `${head}<request${echo}>${x(base)}</request><error code="${error.code}">${x(error.message)}</error></OAI-PMH>\n`;
  }
}

async function answerVerb(db: Db, req: OaiRequest, options: OaiOptions): Promise<string> {
  switch (req.verb) {
    case "Identify":
      return identify(db, options);
    case "ListMetadataFormats": {
      if (req.args.identifier !== undefined) await requireRecord(db, req.args.identifier);
      return Object.entries(OAI_FORMATS)
        .map(
          ([prefix, f]) =>
            `<metadataFormat><metadataPrefix>${prefix}</metadataPrefix><schema>${x(f.schema)}</schema><metadataNamespace>${x(f.namespace)}</metadataNamespace></metadataFormat>`,
        )
        .join("");
    }
    case "ListSets":
      // The set list is small and fixed: one answer, so any token given is not one this repository issued.
      if (req.args.resumptionToken !== undefined) throw new OaiError("badResumptionToken", "ListSets has no further pages.");
      return OAI_SETS.map((s) => `<set><setSpec>${x(s.spec)}</setSpec><setName>${x(s.nameEn)}</setName></set>`).join("");
    case "GetRecord": {
      const format = requireFormat(req.args.metadataPrefix!);
      const record = await requireRecord(db, req.args.identifier!);
      const details = await (options.loadDetails ?? loadProtocolDetails)(db, [record.id]);
      return renderRecord(details.get(record.id), record, format, options);
    }
    case "ListIdentifiers":
    case "ListRecords":
      return listRecords(db, req, options);
  }
}

async function identify(db: Db, options: OaiOptions): Promise<string> {
  const earliest = await findEarliestDatestamp(db);
  return [
    `<repositoryName>${x(JOURNAL.titleEn)}</repositoryName>`,
    `<baseURL>${x(`${options.origin}/oai`)}</baseURL>`,
    "<protocolVersion>2.0</protocolVersion>",
    `<adminEmail>${x(options.adminEmail)}</adminEmail>`,
    `<earliestDatestamp>${earliest ? formatOaiDatestamp(earliest) : OAI_EMPTY_EARLIEST}</earliestDatestamp>`,
    // Records are not withdrawn: a retracted protocol stays published with its notice.
    "<deletedRecord>no</deletedRecord>",
    "<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>",
    '<description><oai-identifier xmlns="http://www.openarchives.org/OAI/2.0/oai-identifier" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai-identifier http://www.openarchives.org/OAI/2.0/oai-identifier.xsd">',
    `<scheme>oai</scheme><repositoryIdentifier>${OAI_REPOSITORY_ID}</repositoryIdentifier><delimiter>:</delimiter><sampleIdentifier>${oaiIdentifier(1)}</sampleIdentifier></oai-identifier></description>`,
  ].join("");
}

function requireFormat(prefix: string): OaiFormat {
  if (!isOaiFormat(prefix)) throw new OaiError("cannotDisseminateFormat", `The metadata format "${prefix}" is not supported.`);
  return prefix;
}

async function requireRecord(db: Db, identifier: string): Promise<HarvestHead> {
  const id = parseIdentifier(identifier);
  const record = id === null ? null : await findHarvestRecord(db, id);
  if (!record) throw new OaiError("idDoesNotExist", `There is no record ${identifier}.`);
  return record;
}

function header(r: HarvestHead): string {
  const sets = [`kind:${r.kind}`, ...r.categoryIds.map((id) => OAI_SETS.find((s) => s.filter.categoryId === id)?.spec).filter(Boolean)];
  return `<header><identifier>${oaiIdentifier(r.id)}</identifier><datestamp>${formatOaiDatestamp(r.datestamp)}</datestamp>${sets
    .map((s) => `<setSpec>${x(s!)}</setSpec>`)
    .join("")}</header>`;
}

function renderRecord(detail: ProtocolDetail | undefined, r: HarvestHead, format: OaiFormat, options: OaiOptions): string {
  if (!detail) throw new OaiError("idDoesNotExist", `There is no record ${oaiIdentifier(r.id)}.`);
  return `<record>${header(r)}<metadata>${renderOaiMetadata(format, detail, options.origin, options.jatsLabels)}</metadata></record>`;
}

async function listRecords(db: Db, req: OaiRequest, options: OaiOptions): Promise<string> {
  const verb = req.verb as OaiTokenState["verb"];
  const token = req.args.resumptionToken;
  const state = token !== undefined ? decodeOaiToken(token, verb, options.now) : null;
  const prefix = state?.metadataPrefix ?? req.args.metadataPrefix!;
  const format = requireFormat(prefix);
  const setSpec = state ? state.set : (req.args.set ?? null);
  const set = setSpec === null ? null : findOaiSet(setSpec);
  if (set === undefined) throw new OaiError("noRecordsMatch", `There is no set "${setSpec}".`);
  const fromArg = state ? state.from : (req.args.from ?? null);
  const untilArg = state ? state.until : (req.args.until ?? null);
  const from = fromArg === null ? null : parseOaiDate("from", fromArg);
  const until = untilArg === null ? null : parseOaiDate("until", untilArg);

  const pageSize = options.pageSize ?? OAI_PAGE_SIZE;
  const rows = await listHarvestRecords(
    db,
    { ...set?.filter, from: from?.start, until: until?.end, after: state?.after },
    pageSize + 1,
  );
  if (rows.length === 0 && !state) throw new OaiError("noRecordsMatch", "No record matches the request.");
  const page = rows.slice(0, pageSize);
  let items: string[];
  if (verb === "ListIdentifiers") items = page.map(header);
  else {
    // The whole page's details in a few queries (ADR 0095), not a round of reads per record.
    const details = await (options.loadDetails ?? loadProtocolDetails)(
      db,
      page.map((r) => r.id),
    );
    items = page.map((r) => renderRecord(details.get(r.id), r, format, options));
  }

  const cursor = state?.cursor ?? 0;
  let resumption = "";
  if (rows.length > pageSize) {
    const last = page[page.length - 1]!;
    const next: OaiTokenState = {
      verb,
      metadataPrefix: prefix,
      set: setSpec,
      from: fromArg,
      until: untilArg,
      after: { datestamp: last.datestamp, id: last.id },
      cursor: cursor + page.length,
      issuedAt: state?.issuedAt ?? options.now.getTime(),
    };
    resumption = `<resumptionToken expirationDate="${stamp(tokenExpiry(next))}" cursor="${cursor}">${x(encodeOaiToken(next))}</resumptionToken>`;
  } else if (state) {
    // The last page of a list answers with an empty token (§3.5).
    resumption = `<resumptionToken cursor="${cursor}"/>`;
  }
  return items.join("") + resumption;
}
