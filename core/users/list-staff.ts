import type { Db } from "../db/client";
import type { UserRole } from "./roles";

export interface StaffMember {
  id: number;
  email: string;
  fullName: string;
  role: UserRole;
}

/** The accounts with an editorial role, admins first (the roles page of the editorial office). */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "email", "full_name", "role"])
    .where("role", "in", ["editor", "admin"])
    .orderBy("role")
    .orderBy("email")
    .execute();
  return rows.map((r) => ({ id: r.id, email: r.email, fullName: r.full_name, role: r.role }));
}
