import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { messagesPlugin } from "./app/i18n/messages-vite-plugin";
import { LongFilesFirst } from "./tests/long-files-first";

export default defineConfig({
  plugins: [messagesPlugin(new URL("./app/i18n", import.meta.url).pathname), tsconfigPaths()],
  test: {
    environment: "node",
    // Limits, not waits (ADR 0136): they only decide how long a broken test takes to fail, and allow for CI's machine
    // at three to five times this one's time (a hook that seeds 5,000 protocols on each engine). No file sets its own.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    pool: "forks",
    // One test file per core (Vitest's default leaves one core idle): most files spend their time waiting on
    // PostgreSQL, a spawned server or an HTTP answer, so two at once on this 2-core machine take 0.65× as long.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongFilesFirst },
    setupFiles: ["tests/setup-messages.ts"],
    projects: [
      {
        extends: true,
        // Pure functions: one process runs them one after another, with the modules they share loaded once. Each file
        // in a fresh process cost 0.5–0.7 s of start-up (the process, the catalogue, the imports) for 0.1 s of tests.
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], isolate: false },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // The production build the HTTP-level tests serve, made once before the files run in parallel.
          globalSetup: ["tests/integration/build-once.ts"],
        },
      },
    ],
  },
});
