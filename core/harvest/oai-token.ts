import { createHash } from "node:crypto";
import { z } from "zod";
import { OaiError } from "./oai-error";
import { OAI_TOKEN_LIFETIME_HOURS } from "./oai-constants";

/**
 * A resumption token carries the whole harvest state (ADR 0087): the request's arguments and the last
 * (datestamp, id) sent, so it survives a restart and needs no server memory. A checksum catches a token
 * that was cut or edited; every field is then checked again as if it were a fresh argument.
 */
export interface OaiTokenState {
  verb: "ListRecords" | "ListIdentifiers";
  metadataPrefix: string;
  set: string | null;
  from: string | null;
  until: string | null;
  /** The last record sent: its stored datestamp and id. */
  after: { datestamp: string; id: number };
  /** How many records were sent before this page (the token's cursor attribute). */
  cursor: number;
  /** When the harvest began (ms since epoch): the token expires a fixed time after it. */
  issuedAt: number;
}

const stateSchema = z.strictObject({
  verb: z.enum(["ListRecords", "ListIdentifiers"]),
  metadataPrefix: z.string().min(1).max(64),
  set: z.string().max(128).nullable(),
  from: z.string().max(32).nullable(),
  until: z.string().max(32).nullable(),
  after: z.strictObject({ datestamp: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/), id: z.number().int().nonnegative() }),
  cursor: z.number().int().nonnegative(),
  issuedAt: z.number().int().nonnegative(),
});

const SALT = "opls-oai-token-v1";

function checksum(payload: string): string {
  return createHash("sha256").update(SALT).update(payload).digest("base64url").slice(0, 16);
}

export function encodeOaiToken(state: OaiTokenState): string {
  const payload = Buffer.from(JSON.stringify(state)).toString("base64url");
  return `${payload}.${checksum(payload)}`;
}

export function tokenExpiry(state: Pick<OaiTokenState, "issuedAt">): Date {
  return new Date(state.issuedAt + OAI_TOKEN_LIFETIME_HOURS * 3_600_000);
}

/** The state in a token, or badResumptionToken: malformed, altered, expired, or for another verb. */
export function decodeOaiToken(token: string, verb: OaiTokenState["verb"], now: Date): OaiTokenState {
  const bad = (why: string) => new OaiError("badResumptionToken", `The resumption token is ${why}.`);
  const [payload, sum, extra] = token.split(".");
  if (!payload || !sum || extra !== undefined || token.length > 2048) throw bad("malformed");
  if (checksum(payload) !== sum) throw bad("invalid");
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    throw bad("malformed");
  }
  const result = stateSchema.safeParse(parsed);
  if (!result.success) throw bad("malformed");
  if (result.data.verb !== verb) throw bad(`for ${result.data.verb}, not ${verb}`);
  if (tokenExpiry(result.data).getTime() <= now.getTime()) throw bad("expired");
  return result.data;
}
