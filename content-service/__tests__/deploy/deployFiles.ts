import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "fs";
import os from "os";
import path from "path";

/** A file of the deployment recipe, by its path under deploy/. */
export const deployFile = (file: string) => path.join(__dirname, "../../../deploy", file);

/** The shipped file with the test's ports and paths put in. Every `from` must be found: a change
 * to the file that a replacement no longer matches fails here, not later as a puzzling test. */
export function rendered(file: string, replacements: [from: string, to: string][]): string {
  let text = readFileSync(deployFile(file), "utf8");
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`${file} no longer holds ${JSON.stringify(from)}`);
    text = text.split(from).join(to);
  }
  return text;
}

/** A temporary folder the programs' own users can read (nginx's workers, Varnish's compiler run as
 * users of their own when started as root). */
export function sharedTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `deploy-${prefix}-`));
  chmodSync(dir, 0o755);
  return dir;
}

export function writeReadable(file: string, text: string): string {
  writeFileSync(file, text, { mode: 0o644 });
  return file;
}
