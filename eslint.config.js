// ESLint for the whole tree (issue 11): the language's recommended rules, typescript-eslint's
// type-checked ones (a floating promise, an `any` flowing into typed code, a misused async callback),
// React's hooks rules for the two front ends, and nothing about layout: Prettier formats
// (eslint-config-prettier turns off the rules it would fight). `npm test` runs it with 0 warnings.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import noBareText from "./scripts/eslint/no-bare-text.js";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "**/dist/",
      "**/dist-server/",
      "**/dist-bundle/",
      "**/coverage/",
      // Generated, and checked for staleness instead: codegen's output and the migrations.
      "storefront/src/gql/",
      "admin/src/gql/",
      "server/src/db/migrations/",
      "docs/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js", "codegen.ts", "scripts/*.mjs", "storefront/scripts/*.mjs"] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `_name` says "deliberately unused" (an express error handler's `next`, a destructured rest).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // Express and node:http take handlers that return promises; the ones here catch their own errors.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { arguments: false, attributes: false } }],
    },
  },
  {
    files: ["storefront/src/**/*.{ts,tsx}", "admin/src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Issue 30: the storefront's components take their words from the catalogues (i18n/en.json,
    // ta.json) and hold no bare visible text. The exceptions are the owner's long English texts (the
    // policies, the developers' documentation), which a Tamil page marks lang="en" around them; their
    // headings and the words around them come from the catalogues all the same.
    files: ["storefront/src/**/*.tsx"],
    ignores: ["storefront/src/routes/{privacy,terms,shipping,returns,developers}.tsx"],
    plugins: { i18n: { rules: { "no-bare-text": noBareText } } },
    rules: { "i18n/no-bare-text": "error" },
  },
  {
    // Tests read JSON answers whose shape is the thing under test: `any` there is the point, not a leak.
    files: ["**/*.test.ts", "e2e/**/*.ts", "server/test/**/*.ts", "server/bench/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
