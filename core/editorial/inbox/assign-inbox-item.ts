import type { Db } from "../../db/client";
import { formatReference } from "../../forms/format-reference";
import { isEditorRole } from "../../users/roles";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { InboxKind } from "./inbox-rules";
import { ensureInboxItem, recordInboxEvent, sourceExists, type InboxChangeResult } from "./inbox-item-row";

/**
 * Gives an item to an editor, or to nobody (`assignee` null), if its assignee is still the one the editor saw
 * (`expected`): one conditional update, so two editors assigning at once do not overwrite each other unseen.
 * The assignee must be an editor or admin now (a role may have been taken away since the page was drawn).
 */
export async function assignInboxItem(
  db: Db,
  input: { kind: InboxKind; id: number; expected: number | null; assignee: number | null; actor: AuditActor },
): Promise<InboxChangeResult> {
  const { kind, id, expected, assignee, actor } = input;
  return db.transaction().execute(async (trx) => {
    if (!(await sourceExists(trx, kind, id))) return { ok: false, reason: "not-found" } as const;
    const nameOf = async (userId: number | null) => {
      if (userId === null) return { name: null, editor: true };
      const user = await trx
        .selectFrom("users")
        .select(["full_name", "email", "role"])
        .where("id", "=", userId)
        .executeTakeFirst();
      return { name: user ? user.full_name || user.email : null, editor: user ? isEditorRole(user.role) : false };
    };
    const after = await nameOf(assignee);
    if (!after.editor) return { ok: false, reason: "not-editor" } as const;
    const itemId = await ensureInboxItem(trx, kind, id);
    if (expected === assignee) {
      // Nothing to change, but only if nothing changed since the page was drawn.
      const row = await trx
        .selectFrom("inbox_items")
        .select("assignee_id")
        .where("id", "=", itemId)
        .executeTakeFirstOrThrow();
      return row.assignee_id === expected ? ({ ok: true } as const) : ({ ok: false, reason: "stale" } as const);
    }
    const changed = await trx
      .updateTable("inbox_items")
      .set({ assignee_id: assignee })
      .where("id", "=", itemId)
      .where((eb) => (expected === null ? eb("assignee_id", "is", null) : eb("assignee_id", "=", expected)))
      .returning("id")
      .executeTakeFirst();
    if (!changed) return { ok: false, reason: "stale" } as const;
    const before = await nameOf(expected);
    await recordInboxEvent(trx, { itemId, actor, type: "assignee", before: before.name, after: after.name });
    await writeAuditEntry(trx, {
      actor,
      action: "edit",
      entityType: "inbox_item",
      entityId: formatReference(kind, id),
      changes: { assignee: [before.name, after.name] },
    });
    return { ok: true } as const;
  });
}
