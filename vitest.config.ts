import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { messagesPlugin } from "./app/i18n/messages-vite-plugin";

export default defineConfig({
  plugins: [messagesPlugin(new URL("./app/i18n", import.meta.url).pathname), tsconfigPaths()],
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
    // The production build the HTTP-level tests serve, made once before the files run in parallel.
    globalSetup: ["tests/integration/build-once.ts"],
    setupFiles: ["tests/setup-messages.ts"],
  },
});
