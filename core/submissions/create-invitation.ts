import { randomInt } from "node:crypto";
import type { Db } from "../db/client";

/** No 0/O, 1/I/L: codes are read out of e-mails and typed. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function randomGroup(length: number): string {
  let out = "";
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** An editor's invitation to submit: a single-use code for `email`, e.g. "OPLS-7K3Q-9MX2-H4PD". */
export async function createInvitation(db: Db, email: string): Promise<string> {
  const code = `OPLS-${randomGroup(4)}-${randomGroup(4)}-${randomGroup(4)}`;
  await db.insertInto("invitations").values({ code, email: email.trim().toLowerCase() }).execute();
  return code;
}
