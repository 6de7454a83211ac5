import type { Db } from "../../db/client";
import { CONTENT_KINDS, type ContentKind } from "./content-kind";
import { CONTENT_SPECS } from "./content-specs";
import { contentTables } from "./content-table";

export interface ContentCounts {
  published: number;
  draft: number;
}

/** How many items of each kind are published and unpublished, for the office's hub page (ADR 0112). */
export async function countContentItems(db: Db): Promise<Record<ContentKind, ContentCounts>> {
  const counts = await Promise.all(
    CONTENT_KINDS.map(async (kind) => {
      const rows = await contentTables(db)
        .selectFrom(CONTENT_SPECS[kind].table)
        .select(["state", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("state")
        .execute();
      const of = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
      return [kind, { published: of("published"), draft: of("draft") }] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<ContentKind, ContentCounts>;
}
