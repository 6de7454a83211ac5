import path from "node:path";
import madge from "madge";
import { expect, it } from "vitest";

/**
 * Issue 20: no import circle in the product's code, type-only imports included (a circle of types is still two
 * modules that cannot be read one without the other). madge follows the tsconfig's path aliases. React Router's
 * generated route types (.react-router/types) name their route module by design, and are left out.
 */
const root = path.resolve(import.meta.dirname, "../..");

it("no module of app/, core/, server/, seed/ or scripts/ imports itself through others", async () => {
  const graph = await madge(["app", "core", "server", "seed", "scripts"].map((dir) => path.join(root, dir)), {
    baseDir: root,
    fileExtensions: ["ts", "tsx"],
    tsConfig: path.join(root, "tsconfig.json"),
    excludeRegExp: [/\.react-router\//],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  expect(graph.circular()).toEqual([]);
});
