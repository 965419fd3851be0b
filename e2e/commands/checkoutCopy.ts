import { execFileSync } from "child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "fs";
import os from "os";
import path from "path";

/** A checkout of this working copy in a folder of its own, with its own git history of one commit:
 * a command run there (npm run develop, npm run cms) writes into the copy's files and caches, never
 * into this working copy's, and `git diff` there shows exactly what the command changed. The
 * installed packages are this copy's own, linked. */
export function checkoutCopy(
  /** Only the files under these folders, when given: a part of the project that must stand alone. */
  only?: string[],
): { dir: string; git: (...args: string[]) => string; dispose: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "school-checkout-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean)
    .filter((file) => !only || only.some((folder) => file.startsWith(`${folder}/`)));
  for (const file of files) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    // A file deleted in the working copy but not yet from the index is no part of the checkout.
    try {
      cpSync(file, path.join(dir, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@school.example", ...args], {
      cwd: dir,
      encoding: "utf8",
    });
  git("init", "--quiet");
  git("add", "--all");
  git("commit", "--quiet", "--message", "The checkout under test");
  return { dir, git, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
