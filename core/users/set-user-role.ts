import type { Db } from "../db/client";
import { writeAuditEntry, type AuditActor } from "../editorial/write-audit-entry";
import type { UserRole } from "./roles";
import { normalizeEmail } from "./account-schemas";

export type SetUserRoleResult = { ok: true; userId: number; before: UserRole; after: UserRole } | { ok: false; reason: "unknown-user" };

/**
 * Gives an account a role (`npm run user:role`, ADR 0099) and records the change in the audit log, in one
 * transaction. The e-mail is matched case-insensitively, as at sign-in.
 */
export async function setUserRole(db: Db, email: string, role: UserRole, actor: AuditActor): Promise<SetUserRoleResult> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select(["id", "role"])
      .where("email", "=", normalizeEmail(email))
      .executeTakeFirst();
    if (!user) return { ok: false, reason: "unknown-user" } as const;
    if (user.role !== role) {
      await trx.updateTable("users").set({ role }).where("id", "=", user.id).execute();
      await writeAuditEntry(trx, {
        actor,
        action: "role",
        entityType: "user",
        entityId: user.id,
        changes: { role: [user.role, role] },
      });
    }
    return { ok: true, userId: user.id, before: user.role, after: role } as const;
  });
}
