/** `npm run check:content [project folder]`: every fault the build would stop at in content/data and
 * content/pages, in the words the editor at /admin uses, each at its file and line. Under GitHub
 * Actions each is a workflow command, so the pull request shows it on the line; elsewhere a line
 * for the terminal. Exits 1 when there is a fault. Office staff read this: whatever goes wrong,
 * they get a sentence, never a stack trace. */
import path from "path";
import { annotation, escapeData, summary, terminalLine, warningAnnotation } from "../src/lib/data/annotations";
import { checkContent } from "../src/lib/data/checkContent";

const root = path.resolve(process.argv[2] ?? process.cwd());
const inActions = process.env.GITHUB_ACTIONS === "true";

checkContent(root).then(
  ({ files, faults, warnings }) => {
    for (const fault of faults) console.log(inActions ? annotation(fault) : terminalLine(fault));
    for (const warning of warnings) console.log(inActions ? warningAnnotation(warning) : `warning: ${warning}`);
    console.log(summary(files, faults.length));
    process.exitCode = faults.length ? 1 : 0;
  },
  (error: Error) => {
    const words = `The content check could not finish: ${error.message}`;
    console.log(inActions ? `::error title=Content check::${escapeData(words)}` : words);
    process.exitCode = 1;
  },
);
