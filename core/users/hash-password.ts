import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { PASSWORD_WORK_RUNNING, PASSWORD_WORK_WAITING } from "./account-limits";
import { BoundedWorkQueue } from "./password-work-queue";

/**
 * Password hashing with Node's scrypt, N=2^17, r=8, p=1 (OWASP's recommendation), 16-byte salt,
 * 32-byte key. Stored as "scrypt$<log2 N>$<r>$<p>$<salt b64>$<key b64>" so the cost can be raised later
 * and old hashes still verify. scrypt needs 128·N·r bytes (128 MiB here): maxmem is raised to fit.
 */
const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_BYTES = 32;

/** The process's one queue of scrypt runs. */
export const passwordWork = new BoundedWorkQueue(PASSWORD_WORK_RUNNING, PASSWORD_WORK_WAITING);

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  // Every hash and check of the process goes through one bounded queue: it throws
  // PasswordWorkBusyError when full, which callers turn into 429 (ADR 0081).
  return passwordWork.run(() => new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  }));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, LOG_N, R, P);
  return `scrypt$${LOG_N}$${R}$${P}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** True when `password` matches `stored`; false for a wrong password or a hash in an unknown form. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [logN, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![logN, r, p].every(Number.isInteger) || logN < 10 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const salt = Buffer.from(parts[4]!, "base64");
  const expected = Buffer.from(parts[5]!, "base64");
  if (expected.length !== KEY_BYTES) return false;
  const key = await derive(password, salt, logN, r, p);
  return timingSafeEqual(key, expected);
}

/** A hash of nothing in particular, so a log-in for an unknown e-mail costs as much time as a real one. */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummyHash);
}
