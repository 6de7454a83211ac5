import type { Reference } from "../protocols/body";
import type { ProtocolDetail } from "../protocols/protocol-detail";
import type { Funding } from "./extract-funding";

/** Everything a Crossref record of one protocol is written from (ADR 0090). */
export interface DepositWork {
  detail: ProtocolDetail;
  /** The DOI registered: the protocol's own, under the configured prefix. */
  doi: string;
  references: Reference[];
  funding: Funding[];
  /** The first subject's English name: a preprint's `group_title`. */
  subject: string | null;
  /** DOIs of the other half of a preprint ↔ journal-version pair, when it has one under the prefix. */
  preprintOf: string | null;
  preprintDoi: string | null;
}

/** Who deposits, under which prefix, and the site origin resource URLs are built from. */
export interface DepositConfig {
  doiPrefix: string;
  depositorName: string;
  depositorEmail: string;
  registrant: string;
  origin: string;
  /** The journal's Crossmark policy DOI, named by notices' records (ADR 0104); default `{prefix}/opls.crossmark-policy`. */
  crossmarkPolicyDoi?: string;
}
