import { readdir, stat } from "node:fs/promises";
import path from "node:path";

/**
 * The XML files named on the command line: a file as given, a folder's *.xml files (sub-folders too, as
 * PMC and eLife bundles nest them), sorted. A path that does not exist is kept, so its import reports it.
 */
export async function listJatsFiles(paths: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else if (e.isFile() && /\.(xml|nxml)$/i.test(e.name)) out.push(full);
    }
  };
  for (const p of paths) {
    const info = await stat(p).catch(() => null);
    if (info?.isDirectory()) await walk(p);
    else out.push(p);
  }
  return out;
}
