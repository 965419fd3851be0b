/** @jest-environment node */
import { execFileSync } from "child_process";
import path from "path";

const MODULE = path.resolve(__dirname, "../../scripts/lib/failedTests.mjs");
const cwd = process.cwd();

/** What npm test's summary names for a report, from the module as npm test runs it (ES module). */
function named(reader: "jestFailures" | "playwrightFailures" | "outputTail", report: unknown): string[] {
  const script = `const m = await import(${JSON.stringify(MODULE)}); process.stdout.write(JSON.stringify(m.${reader}(JSON.parse(process.argv[1]))));`;
  return JSON.parse(
    execFileSync("node", ["--input-type=module", "-e", script, JSON.stringify(report)], { cwd }).toString(),
  );
}

const RED = "\u001b[31m";
const PLAIN = "\u001b[39m";
/** A Jest report's file, shaped as `jest --json` writes it. */
const jestFile = (name: string, tests: [string, "passed" | "failed", string?][], message = "") => ({
  name: path.join(cwd, name),
  message,
  assertionResults: tests.map(([fullName, status, failure]) => ({
    fullName,
    status,
    failureMessages: failure ? [failure] : [],
  })),
});

it.each([
  ["a passing run", { testResults: [jestFile("a.test.ts", [["works", "passed"]])] }, []],
  [
    "a failed assertion: the file, the test's full name and the error's first line",
    {
      testResults: [
        jestFile("b.test.ts", [
          [
            "sums › adds",
            "failed",
            "Error: expect(received).toBe(expected)\n\n    at Object.<anonymous> (b.test.ts:1:1)",
          ],
          ["sums › passes", "passed"],
        ]),
      ],
    },
    ["b.test.ts › sums › adds: Error: expect(received).toBe(expected)"],
  ],
  [
    "a start-up that failed, then an afterAll that threw: each test, and the file once",
    {
      testResults: [
        jestFile(
          "fleet.test.ts",
          [
            ["one", "failed", "Error: could not start\n    at beforeAll"],
            ["two", "failed", "Error: could not start\n    at beforeAll"],
          ],
          `  ● one\n\n    could not start\n\n  ● Test suite failed to run\n\n    ${RED}TypeError: Cannot read properties of undefined (reading 'stop')${PLAIN}\n\n      1 | let x;`,
        ),
      ],
    },
    [
      "fleet.test.ts › one: Error: could not start",
      "fleet.test.ts › two: Error: could not start",
      "fleet.test.ts: TypeError: Cannot read properties of undefined (reading 'stop')",
    ],
  ],
  [
    "a file that could not be loaded",
    {
      testResults: [
        jestFile(
          "c.test.ts",
          [],
          "  ● Test suite failed to run\n\n    Cannot find module './nothing-here' from 'c.test.ts'\n",
        ),
      ],
    },
    ["c.test.ts: Cannot find module './nothing-here' from 'c.test.ts'"],
  ],
  ["no report at all", null, []],
])("Jest, %s", (_case, report, expected) => {
  expect(named("jestFailures", report)).toEqual(expected);
});

/** A Playwright report's spec, shaped as its JSON reporter writes it. */
const spec = (file: string, line: number, title: string, status: string, error?: string) => ({
  file,
  line,
  title,
  tests: [{ status, results: [{ error: error ? { message: error } : undefined }] }],
});

it.each([
  ["a passing run", { suites: [{ specs: [spec("a.spec.ts", 3, "works", "expected")] }], errors: [] }, []],
  [
    "a failure inside a described group, a flaky pass and a skip beside it",
    {
      suites: [
        {
          specs: [spec("x.spec.ts", 9, "retried", "flaky"), spec("x.spec.ts", 12, "skipped", "skipped")],
          suites: [
            {
              specs: [
                spec(
                  "x.spec.ts",
                  2,
                  "fails inside",
                  "unexpected",
                  `${RED}Error: expect(received).toBe(expected)${PLAIN}\n\nExpected: 3`,
                ),
              ],
            },
          ],
        },
      ],
      errors: [],
    },
    ["x.spec.ts:2 › fails inside: Error: expect(received).toBe(expected)"],
  ],
  [
    "an error outside the tests (a server that did not start)",
    { suites: [], errors: [{ message: "Error: Timed out waiting 60000ms from config.webServer." }] },
    ["run: Error: Timed out waiting 60000ms from config.webServer."],
  ],
])("Playwright, %s", (_case, report, expected) => {
  expect(named("playwrightFailures", report)).toEqual(expected);
});

it.each([
  ["no output", "", []],
  [
    "a run killed before its report: its last lines, without colours or blank lines",
    `PASS a.test.ts\n${"PASS b.test.ts\n".repeat(20)}\n${RED}process.exit called with "1"${PLAIN}\n   \n    at exit (main.ts:19:9)\n`,
    [
      ...Array(10).fill("    | PASS b.test.ts"),
      '    | process.exit called with "1"',
      "    |     at exit (main.ts:19:9)",
    ],
  ],
])("a run with no report, %s", (_case, output, expected) => {
  expect(named("outputTail", output)).toEqual(expected);
});
