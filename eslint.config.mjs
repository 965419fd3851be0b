import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import * as importPlugin from "eslint-plugin-import";
import { builtinModules } from "node:module";

/**
 * The repository's four parts, which meet only through the contract (packages/contract, imported as
 * `@school/contract/...`): the site (everything at the root that is not another part), the content
 * service (content-service/), its desk (content-service/desk/, which the browser runs) and the contract.
 * The tests drive the parts together, so they may reach into any.
 */
const TESTS = [
  "__tests__/**",
  "e2e/**",
  "content-service/__tests__/**",
  "__mocks__/**",
  "jest.setup.ts",
  "playwright*.ts",
];
const CONTRACT = "packages/contract/**";
const DESK = "content-service/desk/**";
const SERVICE = "content-service/**";
const SOURCES = "**/*.{ts,tsx,js,mjs,cjs}";

/** Reaching another part through its package name instead of a relative path. */
const SERVICE_BY_NAME = {
  group: ["@school/content-service", "@school/content-service/*"],
  message: "The content service is its own part: share what both need through @school/contract.",
};

/** A part's sources may import nothing from the folders `from` (relative to the repository), the
 * packages installed and the contract aside. */
const boundary = (files, ignores, zones) => ({
  files,
  ignores: [...TESTS, ...ignores],
  plugins: { import: importPlugin },
  // The rule compares where an import resolves to; TypeScript's relative imports name no extension.
  settings: { "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] } } },
  rules: {
    "import/no-restricted-paths": [
      "error",
      { basePath: import.meta.dirname, zones: zones.map((zone) => ({ target: ".", ...zone })) },
    ],
  },
});

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
            SERVICE_BY_NAME,
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
    // A function longer than a screen does more than one thing: split it into named steps or parts.
    // Migrations are history, never edited once shipped.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: [
      "__tests__/**",
      "content-service/__tests__/**",
      "__mocks__/**",
      "e2e/**",
      "content-service/src/db/migrations/**",
    ],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
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
  boundary(
    [`packages/contract/${SOURCES}`],
    [],
    [
      {
        from: ".",
        except: ["./packages/contract", "./node_modules"],
        message: "The contract stands alone: the site, the service and the desk import it, never the other way round.",
      },
    ],
  ),
  boundary(
    [`content-service/desk/${SOURCES}`],
    [],
    [
      {
        from: ".",
        except: ["./content-service/desk", "./packages/contract", "./node_modules", "./content-service/node_modules"],
        message: "The desk imports only its own files and @school/contract: move what it shares into the contract.",
      },
    ],
  ),
  boundary(
    [`content-service/${SOURCES}`],
    [DESK],
    [
      {
        from: "./content-service/desk",
        message: "The service does not import the desk: move what both need into @school/contract.",
      },
      {
        from: ".",
        except: ["./content-service", "./packages/contract", "./node_modules"],
        message: "The service does not import the site: move what both need into @school/contract.",
      },
    ],
  ),
  boundary(
    [SOURCES],
    [CONTRACT, SERVICE],
    [
      {
        from: "./content-service",
        message: "The site does not import the service or the desk: move what they share into @school/contract.",
      },
    ],
  ),
  {
    // The desk and the site are bundled for the browser, and so is the contract they share.
    files: [`packages/contract/${SOURCES}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: builtinModules,
          patterns: [{ group: ["node:*"], message: "The contract is bundled for the browser: no Node modules." }],
        },
      ],
    },
  },
  {
    files: [`content-service/desk/${SOURCES}`],
    rules: { "no-restricted-imports": ["error", { patterns: [SERVICE_BY_NAME] }] },
  },
  {
    // src/lib's own rule above names it too.
    files: [SOURCES],
    ignores: [...TESTS, CONTRACT, SERVICE, "src/lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [SERVICE_BY_NAME] }] },
  },
);
