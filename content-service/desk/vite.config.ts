import path from "path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { recordSources } from "./buildSources";

/** The content desk: built into dist/ and served by the content service at /desk/ (the same origin
 * as its API). `npm run desk:dev` serves it with hot reload and passes /api to the service. */
const service = process.env.DESK_API ?? "http://localhost:4000";

export default defineConfig({
  root: __dirname,
  base: "/desk/",
  plugins: [react(), recordSources(path.resolve(__dirname, "../.."))],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    // The Host header passes unchanged, so the service takes the dev server's address for its own
    // origin and accepts the desk's writes from it.
    proxy: { "/api": { target: service } },
  },
});
