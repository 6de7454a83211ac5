/**
 * The browser's bundle files compressed once, after `react-router build`, at the highest levels (ADR 0139): `.br`
 * and `.gz` beside every script, style sheet and SVG of 1 kB or more in `${BUILD_DIR}/client/assets`. The server
 * (express-static-gzip) and nginx (gzip_static) send them as they are, instead of compressing every response anew.
 * A step after the build, not a Vite plugin: React Router writes its route manifest, which every page loads, after
 * Vite's bundle is done, where no plugin sees it.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
/** What is worth compressing: text formats; the images, fonts and figures are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg)$/;
/** Below this, the encoding's own bytes and headers outweigh the saving (nginx's gzip_min_length is the same). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Writes the compressed copies; returns how many files it compressed. */
export async function precompressAssets(buildDir: string = process.env.BUILD_DIR ?? "build"): Promise<number> {
  const dir = path.resolve(root, buildDir, "client", "assets");
  const names = readdirSync(dir).filter((name) => COMPRESSIBLE.test(name) && statSync(path.join(dir, name)).size >= MIN_BYTES);
  // zlib's asynchronous calls run on libuv's thread pool, several files at once.
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const bytes = readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipped);
    }),
  );
  return names.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const count = await precompressAssets();
  console.log(`precompressed ${count} bundle files (.br, .gz)`);
}
