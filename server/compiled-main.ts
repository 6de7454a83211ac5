/**
 * The compiled server's entry (ADR 0127): `${BUILD_DIR}/node/main.js`, which `npm start` runs with plain Node; built
 * by scripts/compiled-server.ts, not run from source. In a bundle every package import is hoisted above the bundle's
 * own code, so server/main.ts's first imports would run after Express and React had loaded. This module runs them
 * first, then loads the server.
 */
import "./thread-pool";
import "./node-env";
import "./heap-growth";
import { fileURLToPath } from "node:url";

// Stack traces through the bundle's source maps; a module's map is read when it loads, so before the server loads.
process.setSourceMapsEnabled(true);
// The PDF render processes' compiled entry (ADR 0155), beside this file; the pool (bundled twice: here and in React
// Router's build) reads it from the environment, which tsx and the tests leave unset (pdf-render-pool.ts).
process.env.PDF_RENDER_WORKER = fileURLToPath(new URL("./render-pdf-worker.js", import.meta.url));

await import("./main");
