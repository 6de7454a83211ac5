import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { messagesPlugin } from "./app/i18n/messages-vite-plugin";

export default defineConfig({
  plugins: [messagesPlugin(new URL("./app/i18n", import.meta.url).pathname), reactRouter(), tsconfigPaths()],
  build: { target: "es2022" },
  ssr: { external: ["better-sqlite3", "pg", "@node-rs/jieba"] },
});
