/**
 * The tests a report says failed, one line each: what CI's last lines must name, since a run's
 * record keeps only the end of its output.
 */
import path from "path";

/** Terminal colours, which Jest and Playwright put into their messages. */
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const COLOURS = /\x1b\[[0-9;]*m/g;

const firstLine = (text = "") =>
  text
    .replace(COLOURS, "")
    .split("\n")
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 160) ?? "";

const relative = (file) => path.relative(process.cwd(), file);

/** Jest's heading for an error outside any test: in an import, or in an `afterAll`. */
const OUTSIDE_TESTS = "● Test suite failed to run";

/** From Jest's `--json` report: each failed test, and each file that failed outside its tests. */
export function jestFailures(report) {
  return (report?.testResults ?? []).flatMap((file) => {
    const failedTests = file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${relative(file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    const message = file.message?.replace(COLOURS, "") ?? "";
    const outside = message.includes(OUTSIDE_TESTS)
      ? [`${relative(file.name)}: ${firstLine(message.split(OUTSIDE_TESTS)[1])}`]
      : [];
    return [...failedTests, ...outside];
  });
}

/** From Playwright's JSON report: each test whose outcome was unexpected, and each run-level error. */
export function playwrightFailures(report) {
  const fromSuite = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === "unexpected")
        .map((test) => {
          const error = test.results.at(-1)?.error?.message;
          return `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap(fromSuite),
  ];
  return [
    ...(report?.suites ?? []).flatMap(fromSuite),
    ...(report?.errors ?? []).map((error) => `run: ${firstLine(error.message)}`),
  ];
}

/** The last lines of a run's output, for a run that wrote no report: what it was doing when it
 * ended (a crash, a signal, a server that did not start) is otherwise only in the middle of the log. */
export function outputTail(output = "", count = 12) {
  return output
    .replace(COLOURS, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim())
    .slice(-count)
    .map((line) => `    | ${line.slice(0, 200)}`);
}
