import { pipeline } from "node:stream/promises";
import type { RequestHandler } from "express";
import { readSharedFigure } from "@core/images/shared-figures";
import { isMissingUpload } from "@core/uploads/missing-upload";
import type { UploadStorage } from "@core/uploads/upload-storage";
import type { Logger } from "./logger";

/** The public folders of figures and covers (ADR 0092, 0105); their names begin with a content hash (ADR 0137). */
const FIGURE_AREAS = new Set(["uploaded", "imported"]);

/**
 * GET /figures/{uploaded|imported}/{name}: a figure this node's own folders do not hold — another node stored it
 * (ADR 0128) — read from the shared storage, kept a year like the files (the name is the content). A name the
 * site never writes, or one the storage does not hold, goes on to the site's 404.
 */
export function serveSharedFigures(storage: UploadStorage, logger: Logger): RequestHandler {
  return async (req, res, next) => {
    const area = String(req.params.area);
    const name = String(req.params.name);
    const figure = FIGURE_AREAS.has(area) ? readSharedFigure(storage, name) : null;
    if (!figure) return next();
    const { type, stream } = figure;
    // Headers go out only once the storage has the bytes: a missing figure is still the site's 404.
    const opened = await new Promise<unknown>((resolve) => {
      stream.once("readable", () => resolve(null));
      stream.once("error", resolve);
    });
    if (opened) {
      stream.destroy();
      if (isMissingUpload(opened)) return next();
      logger.error({ err: opened, name }, "a shared figure could not be read");
      res.status(503).set("Retry-After", "5").end();
      return;
    }
    res.set({ "Content-Type": type, "Cache-Control": "public, max-age=31536000, immutable" });
    await pipeline(stream, res).catch((error: unknown) => logger.warn({ err: error, name }, "a shared figure's answer broke off"));
  };
}
