import type { AppLoadContext } from "react-router";
import type { AuditActor } from "@core/editorial/write-audit-entry";
import { DEMO_DOI_PREFIX } from "@core/protocols/protocol-doi";
import type { SessionUser } from "@core/users/session-user";
import { getSessionUser } from "./session.server";
import { notFound } from "./route-errors";
import { parseRecordId } from "@core/db/parse-record-id";

/**
 * The one check of every editorial loader and action (ADR 0099): an editor or admin gets through; everyone else,
 * signed in or not, gets the site's not-found page, which says nothing about what is here. Editorial responses
 * are per user, so the server marks them `private, no-store`; pages carry `noindex`. A route without a page (a CSV
 * file) passes its own `refusal`, the same not-found in its own form.
 */
export async function requireEditor(
  request: Request,
  context: AppLoadContext,
  refusal: () => unknown = notFound,
): Promise<{ user: SessionUser; actor: AuditActor }> {
  const user = await getSessionUser(request, context);
  if (!user?.isEditor) throw refusal();
  return { user, actor: { userId: user.id, name: user.email } };
}

/** Admins only (roles page): editors and everyone else get the not-found page. */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<{ user: SessionUser; actor: AuditActor }> {
  const found = await requireEditor(request, context);
  if (found.user.role !== "admin") throw notFound();
  return found;
}

/** The registrant prefix new DOIs are minted under. */
export function doiPrefixOf(context: AppLoadContext): string {
  return context.doiPrefix ?? DEMO_DOI_PREFIX;
}

/** The record id in an editorial address (`/editorial/drafts/:id` …): a whole number, else the not-found page. */
export function editorialRecordId(value: string | undefined): number {
  const id = parseRecordId(value);
  if (id === null) throw notFound();
  return id;
}
