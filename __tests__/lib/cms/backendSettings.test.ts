/** @jest-environment node */
/** The editor's repository comes from the build's environment, written into the editor's code as
 * gatsby/adminApp.ts bundles it: the browser has no process.env to read it from. */
import { buildSync } from "esbuild";
import path from "path";
import vm from "vm";
import { editorEnvironment } from "../../../gatsby/adminApp";

const SETTINGS = path.resolve(__dirname, "../../../src/lib/cms/backendSettings.ts");

interface Settings {
  CMS_BACKEND: { repo: string; base_url: string };
}

/** backendSettings.ts bundled with the build's environment `env`, then run as a browser runs it. */
function settingsBuiltWith(env: NodeJS.ProcessEnv): Settings {
  const { outputFiles } = buildSync({
    entryPoints: [SETTINGS],
    bundle: true,
    write: false,
    format: "iife",
    globalName: "settings",
    define: editorEnvironment(env),
  });
  // A browser's globals, as far as these settings use them: URL, and no process.
  const browser: { settings?: Settings; URL: typeof URL } = { URL };
  vm.runInNewContext(outputFiles[0].text, browser);
  if (!browser.settings) throw new Error("the bundle defined no settings");
  return browser.settings;
}

it("saves to the repository GitHub Actions builds", () => {
  const settings = settingsBuiltWith({ GITHUB_REPOSITORY: "dps-siliguri/website" });
  expect(settings.CMS_BACKEND.repo).toBe("dps-siliguri/website");
});

it("saves to the repository another builder names, before GitHub's", () => {
  const settings = settingsBuiltWith({
    GITHUB_REPOSITORY: "someone/fork",
    CMS_GITHUB_REPOSITORY: "dps-siliguri/website",
  });
  expect(settings.CMS_BACKEND.repo).toBe("dps-siliguri/website");
});

it("names no repository when the build names none", () => {
  expect(settingsBuiltWith({}).CMS_BACKEND.repo).toBe("");
});

it("signs in through the content service the build names", () => {
  const settings = settingsBuiltWith({ GATSBY_CONTENT_API_URL: "https://content.school.example/school/" });
  expect(settings.CMS_BACKEND.base_url).toBe("https://content.school.example");
});
