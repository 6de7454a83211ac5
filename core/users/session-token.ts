import { createHash, randomBytes } from "node:crypto";

/** A fresh 256-bit secret, URL-safe: session tokens, once-codes, reset tokens. */
export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Secrets are stored only as their SHA-256: a leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
