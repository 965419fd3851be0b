/** Finds a Chromium for the browser tests: CHROME_PATH, then the usual system paths. When there is
 * none and this user may use apt-get, installs Debian's chromium; otherwise says what to install. */
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

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export function findChromium() {
  if (process.env.CHROME_PATH) {
    if (executable(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which is not an executable file.`);
  }
  return CANDIDATES.find(executable) ?? null;
}

const canUseAptGet = () => process.platform === "linux" && process.getuid?.() === 0 && executable("/usr/bin/apt-get");

export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (!canUseAptGet()) {
    throw new Error(
      "No Chromium found for the browser tests: install Chromium or Chrome " +
        "(Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH.",
    );
  }
  console.log("No Chromium found: installing Debian's chromium with apt-get…");
  await run("apt-get", ["update", "-qq"]);
  await run("apt-get", ["install", "-y", "-qq", "chromium"], { env: { DEBIAN_FRONTEND: "noninteractive" } });
  const installed = findChromium();
  if (!installed) throw new Error("apt-get installed chromium, but no executable was found at /usr/bin/chromium.");
  return installed;
}
