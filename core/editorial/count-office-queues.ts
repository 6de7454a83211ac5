import type { Db } from "../db/client";
import { countUnseenPosts } from "../questions/count-unseen-posts";
import { itemStatus, receivedItems } from "./inbox/received-items";

/** What waits for the office, as the editorial navigation shows it (ADR 0110). */
export interface OfficeQueues {
  /** Items of the inbox no editor has touched yet (status new). */
  inbox: number;
  /** Questions and answers this editor has not looked at yet, and reported posts (ADR 0111). */
  questions: number;
}

/** The office's queue counts: one small query each, run for editors' pages only (app/lib/root-data.server.ts). */
export async function countOfficeQueues(db: Db, editorUserId: number): Promise<OfficeQueues> {
  const [inbox, questions] = await Promise.all([
    receivedItems(db)
      .where(itemStatus, "=", "new")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst(),
    countUnseenPosts(db, editorUserId),
  ]);
  return { inbox: Number(inbox?.n ?? 0), questions };
}
