import path from "path";
import type { Plugin } from "vite";

/** Written into the build's output folder: every source file the build read, relative to the
 * project, one a line of a JSON list. scripts/lib/buildDesk.mjs reads it to tell whether the build
 * is older than any of them. A dot file: the service does not serve it. */
export const SOURCES_FILE = ".sources.json";

/** Records the build's own module graph, so that the freshness check follows every import (the
 * site's src/lib, the shared schema and what it imports) instead of a list kept by hand. Packages
 * are left out: package-lock.json stands for them. */
export function recordSources(projectRoot: string): Plugin {
  return {
    name: "desk-record-sources",
    apply: "build",
    generateBundle() {
      const files = new Set<string>();
      for (const id of this.getModuleIds()) {
        const file = id.split("?")[0];
        if (file.startsWith("\0") || !path.isAbsolute(file) || file.split(path.sep).includes("node_modules")) continue;
        files.add(path.relative(projectRoot, file).split(path.sep).join("/"));
      }
      this.emitFile({
        type: "asset",
        fileName: SOURCES_FILE,
        source: `${JSON.stringify([...files].sort(), null, 1)}\n`,
      });
    },
  };
}
