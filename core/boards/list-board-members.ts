import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { localized } from "../content/localized";

export type Board = "editorial" | "advisory";
export type BoardRole =
  "editor_in_chief" | "associate_editor" | "executive_editor" | "managing_editor" | "reviewer" | "advisor";

/** The order in which a board's roles are shown (SPEC §6 editorial roles). */
export const BOARD_ROLE_ORDER: readonly BoardRole[] = [
  "editor_in_chief",
  "associate_editor",
  "executive_editor",
  "managing_editor",
  "reviewer",
  "advisor",
];

export interface BoardMember {
  id: number;
  name: string;
  affiliation: string;
  interests: string;
  photoUrl: string;
}

export interface BoardGroup {
  role: BoardRole;
  members: BoardMember[];
}

function isBoardRole(role: string): role is BoardRole {
  return (BOARD_ROLE_ORDER as readonly string[]).includes(role);
}

/** The published members of a board in the page's language, grouped by role in BOARD_ROLE_ORDER, each group in the editors' order. */
export async function listBoardMembers(db: Db, board: Board, lang: Lang): Promise<BoardGroup[]> {
  const rows = await db
    .selectFrom("board_members")
    .selectAll()
    .where("board", "=", board)
    .where("state", "=", "published")
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  const groups = new Map<BoardRole, BoardMember[]>();
  for (const r of rows) {
    // A role an editor typed that we do not know is shown with the advisors rather than dropped.
    const role = isBoardRole(r.role) ? r.role : "advisor";
    const list = groups.get(role) ?? [];
    list.push({
      id: r.id,
      name: localized(lang, r.name_en, r.name_cn),
      affiliation: localized(lang, r.affiliation_en, r.affiliation_cn),
      interests: localized(lang, r.interests_en, r.interests_cn),
      photoUrl: r.photo_url,
    });
    groups.set(role, list);
  }
  return BOARD_ROLE_ORDER.flatMap((role) => {
    const members = groups.get(role);
    return members ? [{ role, members }] : [];
  });
}
