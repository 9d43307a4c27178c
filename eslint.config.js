import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { islandsPlugin } from "./scripts/lint/island-modules.ts";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "generated/",
      "public/",
      "data/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "reports/",
      ".publish/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls sideways takes focus so a keyboard can scroll it (axe's scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"], tags: [] }],
    },
  },
  {
    // An island module imports nothing of React Router and takes JSON props (docs/decisions/110); the rule asks
    // TypeScript for the props' type and the modules each import loads.
    files: ["app/**/*.tsx"],
    ignores: ["app/**/*.test.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { islands: islandsPlugin },
    rules: { "islands/island-module": "error" },
  },
);
