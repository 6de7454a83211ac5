import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [reactRouter(), tsconfigPaths()],
  build: { target: "es2022" },
  ssr: { external: ["better-sqlite3", "pg", "jieba-wasm"] },
});
