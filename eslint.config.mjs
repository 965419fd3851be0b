import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "content-service/.data/",
      "content-service/desk/dist/",
      "src/gatsby-types.d.ts",
      "bench/results/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      // School prose has apostrophes; JSX renders them correctly.
      "react/no-unescaped-entities": "off",
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["content-service/desk/src/**"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The content desk runs only in the browser: Node's globals there would be a mistake.
    files: ["content-service/desk/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Pure logic knows nothing of the content-service client, the components or the build; they
    // import from it, never the other way round.
    files: ["src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/client/*", "**/components/*", "**/hooks/*", "**/gatsby/*"],
              message: "src/lib is pure logic: move what it needs into src/lib.",
            },
          ],
        },
      ],
    },
  },
  {
    // Prettier wraps code at 120 columns but not strings and comments; product code stays within them.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: ["__tests__/**", "content-service/__tests__/**", "__mocks__/**", "e2e/**"],
    rules: { "max-len": ["error", { code: 120, tabWidth: 2 }] },
  },
  {
    // The service's database calls answer promises: one not awaited would let a write race its
    // answer, or lose its error.
    files: [
      "content-service/src/**/*.ts",
      "content-service/bench/**/*.ts",
      "content-service/__tests__/service/**/*.ts",
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { arguments: false } }],
      "@typescript-eslint/await-thenable": "error",
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["__tests__/**", "content-service/__tests__/**", "__mocks__/**", "jest.setup.ts"],
    languageOptions: { globals: { ...globals.jest } },
  },
);
