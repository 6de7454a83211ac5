import type { ProtocolKind } from "../db/schema";
import { parseRecordId } from "../db/parse-record-id";

/**
 * Reads bpdetail's `id` and `type` query values. `id` must be a positive whole number; `type` is "bp"
 * (journal protocol, the default) or "bpp" (preprint). Null when they are not usable: a parameter error.
 */
export function parseProtocolRef(id: string | null, type: string | null): { id: number; kind: ProtocolKind } | null {
  const n = parseRecordId(id);
  if (n === null || n < 1) return null;
  if (type === null || type === "" || type === "bp") return { id: n, kind: "bp" };
  if (type === "bpp") return { id: n, kind: "bpp" };
  return null;
}
