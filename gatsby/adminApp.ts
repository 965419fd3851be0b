/** The editor at /admin (Decap CMS), written to public/admin/ apart from the site's own bundles, so
 * that no public page loads any of it. Decap's prebuilt bundle (decap-cms-app) expects React and
 * ReactDOM as browser globals; the site's part (src/cms/cms.tsx: the configuration, the previews,
 * the check before saving) is bundled by esbuild with those globals, and the site's stylesheet as
 * text, which the previews' frame takes in. */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "fs";
import { createRequire } from "module";
import path from "path";
import { build, context, type BuildOptions, type Metafile, type Plugin } from "esbuild";
import { siteData } from "./siteData";

export const ADMIN_DIR = path.resolve("public/admin");
const ENTRY = path.resolve("src/cms/cms.tsx");
// Gatsby compiles gatsby-node with Parcel, which leaves no require.resolve: packages are found from
// the project's own package.json.
const projectRequire = createRequire(path.resolve("package.json"));

/** Modules the page gets as browser globals, and the files that set them, in loading order. */
const GLOBALS: Record<string, string> = { react: "React", "react-dom": "ReactDOM", "decap-cms-app": "DecapCmsApp" };
const VENDOR_SCRIPTS = [
  { pkg: "react", file: "umd/react.production.min.js" },
  { pkg: "react-dom", file: "umd/react-dom.production.min.js" },
  { pkg: "decap-cms-app", file: "dist/decap-cms-app.js" },
];

const browserGlobals: Plugin = {
  name: "browser-globals",
  setup(builder) {
    const names = new RegExp(`^(${Object.keys(GLOBALS).join("|")})$`);
    builder.onResolve({ filter: names }, (args) => ({ path: args.path, namespace: "browser-global" }));
    builder.onLoad({ filter: /.*/, namespace: "browser-global" }, (args) => ({
      contents: `module.exports = window.${GLOBALS[args.path]};`,
      loader: "js",
    }));
  },
};

/** The page: the vendor scripts, then the site's, all deferred so they run in this order. */
function adminPage(scripts: string[]): string {
  const tags = scripts.map((src) => `<script src="/admin/${src}" defer></script>`).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Website editor</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${tags}
</head>
<body>
<noscript>The website editor needs JavaScript.</noscript>
</body>
</html>
`;
}

function writePage(metafile: Metafile): void {
  const js = Object.keys(metafile.outputs)
    .map((file) => path.basename(file))
    .find((file) => file.endsWith(".js"));
  if (!js) throw new Error("esbuild wrote no script for /admin");
  const vendor = VENDOR_SCRIPTS.map(({ pkg, file }) => {
    const name = path.basename(file);
    copyFileSync(
      path.join(path.dirname(projectRequire.resolve(`${pkg}/package.json`)), file),
      path.join(ADMIN_DIR, name),
    );
    return name;
  });
  writeFileSync(path.join(ADMIN_DIR, "index.html"), adminPage([...vendor, js]));
}

/** The build's environment the editor's code reads, written into it: the content service's
 * addresses (src/lib/serviceAddress.ts; it signs in through the service's own) and the repository
 * it saves to (src/lib/cms/backendSettings.ts). The browser has no process.env: a variable left
 * out here would stop the editor. */
const EDITOR_ENVIRONMENT = [
  "GATSBY_CONTENT_API_URL",
  "GATSBY_CONTENT_READ_URL",
  "CMS_GITHUB_REPOSITORY",
  "GITHUB_REPOSITORY",
];

export function editorEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(EDITOR_ENVIRONMENT.map((name) => [`process.env.${name}`, JSON.stringify(env[name] ?? "")]));
}

const options = (production: boolean): BuildOptions => ({
  entryPoints: { cms: ENTRY },
  bundle: true,
  outdir: ADMIN_DIR,
  entryNames: production ? "[name]-[hash]" : "[name]",
  format: "iife",
  target: "es2020",
  jsx: "automatic",
  loader: { ".css": "text" },
  minify: production,
  metafile: true,
  logLevel: "warning",
  // The components' own `import "./x.css"` bring nothing here: a stylesheet is text to this bundle,
  // and the previews' frame takes in those cms.tsx names. esbuild rightly drops them, without a word.
  logOverride: { "ignored-bare-import": "silent" },
  plugins: [browserGlobals],
  // The previews' components read the school code as the site's do (gatsby/onCreateWebpackConfig.ts).
  define: {
    "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development"),
    ...editorEnvironment(process.env),
    __SCHOOL_CODE__: JSON.stringify(siteData().site.schoolCode),
  },
});

/** Builds /admin into public/admin/ (after the site's build). */
export async function buildAdmin(): Promise<void> {
  rmSync(ADMIN_DIR, { recursive: true, force: true });
  mkdirSync(ADMIN_DIR, { recursive: true });
  const result = await build(options(true));
  writePage(result.metafile ?? { inputs: {}, outputs: {} });
}

/** Builds /admin for the development server and rebuilds it when its sources change. */
export async function watchAdmin(): Promise<void> {
  mkdirSync(ADMIN_DIR, { recursive: true });
  const rewrite: Plugin = {
    name: "admin-page",
    setup(builder) {
      builder.onEnd((result) => {
        if (result.metafile) writePage(result.metafile);
      });
    },
  };
  const dev = options(false);
  const ctx = await context({ ...dev, plugins: [...(dev.plugins ?? []), rewrite] });
  await ctx.watch();
}
