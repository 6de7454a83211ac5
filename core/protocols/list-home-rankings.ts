import { rememberPerDatabase } from "../db/remember-per-database";
import { listMostCited, listMostRead } from "./list-reading-lists";

/** How long the home page reuses its rankings: views arrive all the time, a 3-month ranking barely moves. */
export const HOME_RANKINGS_TTL_MS = 60_000;
const HOME_RANKING_SIZE = 5;

/**
 * The home page's most-read and most-cited blocks (SPEC §1). They aggregate months of daily views and years
 * of citations (the costliest part of the page), so they are computed at most once a minute; the full
 * /read and /cited lists are always live.
 */
export const listHomeRankings = rememberPerDatabase(HOME_RANKINGS_TTL_MS, async (db) => {
  const [mostRead, mostCited] = await Promise.all([
    listMostRead(db, HOME_RANKING_SIZE),
    listMostCited(db, HOME_RANKING_SIZE),
  ]);
  return { mostRead, mostCited };
});
