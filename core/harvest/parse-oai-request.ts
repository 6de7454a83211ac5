import { OaiError } from "./oai-error";
import { parseOaiDate, type OaiDate } from "./parse-oai-date";

export const OAI_VERBS = ["Identify", "ListMetadataFormats", "ListSets", "ListIdentifiers", "ListRecords", "GetRecord"] as const;
export type OaiVerb = (typeof OAI_VERBS)[number];

/** Arguments each verb takes (OAI-PMH §4): required ones, optional ones, and the exclusive one. */
const ARGUMENTS: Record<OaiVerb, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ["identifier"] },
  ListSets: { required: [], optional: [], exclusive: "resumptionToken" },
  ListIdentifiers: { required: ["metadataPrefix"], optional: ["from", "until", "set"], exclusive: "resumptionToken" },
  ListRecords: { required: ["metadataPrefix"], optional: ["from", "until", "set"], exclusive: "resumptionToken" },
  GetRecord: { required: ["identifier", "metadataPrefix"], optional: [] },
};

export interface OaiRequest {
  verb: OaiVerb;
  /** The arguments as given (echoed in the response's request element when the request is valid). */
  args: Record<string, string>;
  from: OaiDate | null;
  until: OaiDate | null;
}

/**
 * Checks a request's arguments against OAI-PMH §3.1 and §4: the verb (badVerb), repeated, unknown or
 * missing arguments and an exclusive argument given with others (badArgument), from/until syntax and
 * granularity. What needs the database (formats, identifiers, sets, tokens) is checked by the verb.
 */
export function parseOaiRequest(params: URLSearchParams): OaiRequest {
  const verbs = params.getAll("verb");
  if (verbs.length === 0) throw new OaiError("badVerb", "The request has no verb.");
  if (verbs.length > 1) throw new OaiError("badVerb", "The verb argument is repeated.");
  const verb = verbs[0]!;
  if (!(OAI_VERBS as readonly string[]).includes(verb)) throw new OaiError("badVerb", `"${verb}" is not an OAI-PMH verb.`);
  const rule = ARGUMENTS[verb as OaiVerb];

  const args: Record<string, string> = {};
  for (const key of new Set(params.keys())) {
    if (key === "verb") continue;
    const values = params.getAll(key);
    if (values.length > 1) throw new OaiError("badArgument", `The argument ${key} is repeated.`);
    const allowed = rule.required.includes(key) || rule.optional.includes(key) || rule.exclusive === key;
    if (!allowed) throw new OaiError("badArgument", `${verb} does not take the argument ${key}.`);
    args[key] = values[0]!;
  }
  if (rule.exclusive && args[rule.exclusive] !== undefined) {
    if (Object.keys(args).length > 1) throw new OaiError("badArgument", `${rule.exclusive} is an exclusive argument.`);
    return { verb: verb as OaiVerb, args, from: null, until: null };
  }
  for (const key of rule.required) {
    if (!args[key]) throw new OaiError("badArgument", `${verb} requires the argument ${key}.`);
  }
  const from = args.from !== undefined ? parseOaiDate("from", args.from) : null;
  const until = args.until !== undefined ? parseOaiDate("until", args.until) : null;
  if (from && until) {
    if (from.granularity !== until.granularity) throw new OaiError("badArgument", "from and until have different granularities.");
    if (from.start > until.end) throw new OaiError("badArgument", "from is later than until.");
  }
  return { verb: verb as OaiVerb, args, from, until };
}
