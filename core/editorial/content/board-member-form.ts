import { BOARD_ROLE_ORDER, type Board } from "../../boards/list-board-members";
import { AFFILIATION_MAX_CHARS } from "../../forms/limits";
import { choiceField, NAME_MAX_CHARS, optionalPair, pairFields, requiredPair, SHORT_TEXT_MAX_CHARS } from "./content-fields";
import type { ContentKindSpec, ContentRow } from "./content-kind";

export const BOARDS = ["editorial", "advisory"] as const satisfies readonly Board[];
const [firstRole, ...otherRoles] = BOARD_ROLE_ORDER;

/** A role as the about page groups it: one it does not know goes with the advisors (core/boards/list-board-members.ts). */
function shownRole(row: ContentRow): number {
  const i = BOARD_ROLE_ORDER.indexOf(String(row.role) as (typeof BOARD_ROLE_ORDER)[number]);
  return i < 0 ? BOARD_ROLE_ORDER.indexOf("advisor") : i;
}

/**
 * Editorial and advisory board members (ADR 0112): board, role, name and affiliation in both languages, research
 * interests, and a photo (uploaded, cropped square). A member moves within the board's group of the same role.
 */
export const BOARD_MEMBER_SPEC: ContentKindSpec = {
  kind: "board",
  table: "board_members",
  entity: "board_member",
  details: {
    board: choiceField("board", BOARDS),
    role: choiceField("role", [firstRole!, ...otherRoles]),
    ...requiredPair("name", NAME_MAX_CHARS),
    ...requiredPair("affiliation", AFFILIATION_MAX_CHARS),
    ...optionalPair("interests", SHORT_TEXT_MAX_CHARS),
  },
  fields: [
    { name: "board", type: "select", required: true, options: [
      { value: "editorial", label: "home.editorialBoard" },
      { value: "advisory", label: "home.advisoryBoard" },
    ] },
    { name: "role", type: "select", required: true, options: BOARD_ROLE_ORDER.map((r) => ({ value: r, label: `content.board.role.${r}` })) },
    ...pairFields("name", { required: true }),
    ...pairFields("affiliation", { required: true }),
    ...pairFields("interests", { type: "textarea", rows: 3 }),
  ],
  label: ["name_en", "name_cn"],
  order: {
    manual: true,
    group: (row) => `${row.board}:${BOARD_ROLE_ORDER[shownRole(row)]}`,
    groupRank: (row) => BOARDS.indexOf(row.board as Board) * BOARD_ROLE_ORDER.length + shownRole(row),
  },
  // The about page shows photos 88 px round: a square of 96 and 192 px (2×).
  image: { column: "photo_url", widths: [96, 192], aspect: 1 },
  longTexts: [],
};
