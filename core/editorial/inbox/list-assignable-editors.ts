import type { Db } from "../../db/client";

export interface AssignableEditor {
  id: number;
  /** The name the office knows them by: full name, else e-mail. */
  name: string;
}

/** The accounts an inbox item can be assigned to: editors and admins (ADR 0099), by name. */
export async function listAssignableEditors(db: Db): Promise<AssignableEditor[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "full_name", "email"])
    .where("role", "in", ["editor", "admin"])
    .orderBy("full_name")
    .orderBy("email")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.full_name || r.email }));
}
