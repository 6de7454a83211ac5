import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { messagesPlugin } from "./app/i18n/messages-vite-plugin";
import { LongFilesFirst } from "./tests/long-files-first";

export default defineConfig({
  plugins: [messagesPlugin(new URL("./app/i18n", import.meta.url).pathname), tsconfigPaths()],
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
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
    // The production build the HTTP-level tests serve, made once before the files run in parallel.
    globalSetup: ["tests/integration/build-once.ts"],
    setupFiles: ["tests/setup-messages.ts"],
  },
});
