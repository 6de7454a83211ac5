import { CHUNK_RELOAD_MIN_INTERVAL_MS } from "@core/config/constants";

const LAST_RELOAD_KEY = "opls.chunkReloadAt";

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script|ChunkLoadError|Loading chunk \S+ failed/i;

/** True for the errors a browser gives when a code chunk cannot be loaded (typically: a new release replaced it). */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason instanceof Error) return CHUNK_ERROR.test(`${reason.name}: ${reason.message}`);
  return typeof reason === "string" && CHUNK_ERROR.test(reason);
}

/**
 * SPEC §4, §8: a failed loading of a code chunk triggers a full page reload, at most once per minute
 * (CHUNK_RELOAD_MIN_INTERVAL_MS). The time of the last such reload is kept in sessionStorage, so it survives
 * the reload itself; without sessionStorage there is no reload (it could not be bounded). Returns whether the
 * page is reloading.
 */
export function reloadAfterChunkFailure(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY));
    if (last && now >= last && now - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
    sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  location.reload();
  return true;
}
