import { createRequire } from "node:module";
import type Sharp from "sharp";

let sharp: typeof Sharp | null = null;

/**
 * sharp (libvips), loaded on first use (ADR 0147): loading it costs a process ~17 MB (libvips and its threads) that a
 * server answering readers' pages never uses; only uploads, social cards, PDF figures and JATS imports need it.
 * Required, not imported: the server's build holds no dynamic import() (server-build.test.ts).
 */
export function loadSharp(): typeof Sharp {
  sharp ??= createRequire(import.meta.url)("sharp") as typeof Sharp;
  return sharp;
}
