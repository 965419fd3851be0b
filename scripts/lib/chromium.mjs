/** Finds the Chromiums the browser tests drive. Full Chromium: CHROME_PATH, then the usual system
 * paths. Chromium's headless shell (the same engine without the browser's windows, which
 * Playwright's own headless runs use; about half the processor time per page on these machines):
 * CHROME_HEADLESS_SHELL, then Debian's. Either is installed with apt-get when missing and this user
 * may; a machine without the shell runs every test in full Chromium. */
import { accessSync, constants } from "fs";
import { run } from "./run.mjs";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];
const SHELL_CANDIDATES = ["/usr/bin/chromium-headless-shell"];

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The file a variable names, which must be an executable, or the first candidate that is one. */
function find(variable, candidates) {
  const named = process.env[variable];
  if (named) {
    if (executable(named)) return named;
    throw new Error(`${variable} is set to ${named}, which is not an executable file.`);
  }
  return candidates.find(executable) ?? null;
}

export const findChromium = () => find("CHROME_PATH", CANDIDATES);

const canUseAptGet = () => process.platform === "linux" && process.getuid?.() === 0 && executable("/usr/bin/apt-get");

async function aptInstall(pkg) {
  console.log(`Installing Debian's ${pkg} for the browser tests with apt-get…`);
  await run("apt-get", ["update", "-qq"]);
  await run("apt-get", ["install", "-y", "-qq", pkg], { env: { DEBIAN_FRONTEND: "noninteractive" } });
}

export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (!canUseAptGet()) {
    throw new Error(
      "No Chromium found for the browser tests: install Chromium or Chrome " +
        "(Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH.",
    );
  }
  await aptInstall("chromium");
  const installed = findChromium();
  if (!installed) throw new Error("apt-get installed chromium, but no executable was found at /usr/bin/chromium.");
  return installed;
}

/** The headless shell, installed when it may be; full Chromium where it cannot. */
async function ensureHeadlessShell(chrome) {
  const found = find("CHROME_HEADLESS_SHELL", SHELL_CANDIDATES);
  if (found || !canUseAptGet()) return found ?? chrome;
  try {
    await aptInstall("chromium-headless-shell");
  } catch (error) {
    console.log(`${error.message}: every browser test runs in full Chromium.`);
  }
  return find("CHROME_HEADLESS_SHELL", SHELL_CANDIDATES) ?? chrome;
}

/** The environment the Playwright configurations read both browsers from. */
export async function chromiumEnv() {
  const chrome = await ensureChromium();
  return { CHROME_PATH: chrome, CHROME_HEADLESS_SHELL: await ensureHeadlessShell(chrome) };
}
