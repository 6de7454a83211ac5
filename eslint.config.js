import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/** What core/ and seed/ must not import: React, HTTP, and the app/ and server/ layers above them. */
const notReactNorHttp = ["react", "react-*", "react-router", "@react-router/*", "express", "~/*", "@server/*"];

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Layering: core/ knows nothing of React or HTTP, nor of the demo journal built on it.
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...notReactNorHttp, "@seed/*"] }],
    },
  },
  {
    // seed/ (the demo journal, moved out of core/) stands behind the same wall: it uses core/, never app/ or server/.
    files: ["seed/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: notReactNorHttp }],
    },
  },
  {
    // A reader's page hydrates without Intl: its first call loads ICU's number data on the main thread (ADR 0148).
    files: ["app/**/*.tsx"],
    ignores: ["app/components/editorial/**", "app/routes/editorial*"],
    rules: {
      "no-restricted-properties": [
        "error",
        { property: "toLocaleString", message: "Write counts with formatCount (core/locale/format-count.ts): ADR 0148." },
      ],
    },
  },
);
