import { randomUUID } from "node:crypto";

/** A fresh key for one render of a form (ADR 0040). */
export function newIdempotencyKey(): string {
  return randomUUID();
}
