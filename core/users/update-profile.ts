import type { Db } from "../db/client";
import { normalizeEmail, type ProfileInput } from "./account-schemas";

/** Saves the profile fields (SPEC §3) from a validated profile form. */
export async function updateProfile(db: Db, userId: number, input: ProfileInput, now = new Date()): Promise<void> {
  await db
    .updateTable("users")
    .set({
      full_name: input.full_name,
      first_name: input.first_name,
      middle_name: input.middle_name,
      last_name: input.last_name,
      contact_email: input.contact_email ? normalizeEmail(input.contact_email) : "",
      affiliation: input.affiliation,
      updated_at: now.toISOString(),
    })
    .where("id", "=", userId)
    .execute();
}
