import { z } from "zod";

/**
 * What a protocol page reports when a reader opens it (ADR 0118): the protocol's id. Who is reading is the
 * request's browser id (SPEC §3 `uuid`); whether it counts is recordProtocolView's rule (once a visitor a day).
 */
export const protocolViewReportSchema = z.object({ protocol_id: z.number().int().positive().max(2_000_000_000) });
