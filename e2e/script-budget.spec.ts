import path from "path";
import { expect, test } from "@playwright/test";
import { BUDGETS } from "../bench/budgets";
import { firstLoadJsBytes } from "../bench/firstLoadJs";
import { PAGES } from "../bench/pages";

// The bench's first-load JavaScript budgets, read from the build every test run: a module that
// drags a library into every page (a schema library into the content template, once) is caught
// here, not at the next bench.
const jsBudgets = BUDGETS.filter((budget) => budget.figure === "jsKb");

for (const { template, url } of PAGES)
  for (const budget of jsBudgets.filter((one) => one.templates.includes(template)))
    test(`${url} (${template}) loads at most ${budget.limit} KB of JavaScript first`, () => {
      const kb = firstLoadJsBytes(path.resolve("public"), url) / 1024;
      expect(kb).toBeLessThanOrEqual(budget.limit);
    });
