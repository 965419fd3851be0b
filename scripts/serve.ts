/**
 * Serves the production build in public/ the way a static host would: every route answers with or
 * without a trailing slash (with the file Cloudflare Pages picks for it), hashed assets are cached
 * for a year, HTML and page data are revalidated, responses are compressed (scripts, styles, pages
 * and page data once, by the build, at Brotli's best: gatsby/brotliAssets.ts), unknown paths get
 * the site's 404 page with status 404, and every answer carries the security headers the build
 * wrote to public/_headers (a page's CSP holds the hashes of that page's own inline scripts and
 * styles).
 * PORT (default 9000) and HOST (default 0.0.0.0) come from the environment.
 */
import { existsSync, readFileSync, statSync } from "fs";
import path from "path";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import { LOCAL_BACKEND_URL } from "../src/lib/cms/backendSettings";
import { API_BASE_URL, READ_BASE_URL } from "../src/lib/serviceAddress";
import { parseHeadersFile } from "../src/lib/headersFile";
import { adminContentSecurityPolicy, originOf, serviceOrigins } from "../src/lib/securityHeaders";
import { parseTrustProxy } from "@school/contract/trustProxy";
import { ADMIN_PAGE, routeOf } from "../gatsby/builtPages";
import { IMMUTABLE, IMMUTABLE_ASSET } from "../src/lib/hashedFiles";
import { PUSH_WORKER_PATH } from "../src/lib/pushWorkerPath";

const PUBLIC_DIR = path.resolve("public");
const PAGEFIND_GZIP = /^pagefind\/.*\.(pf_meta|pf_index|pf_fragment|pagefind)$/;

function cacheControl(file: string): string {
  if (file.endsWith(".html") || file.includes("page-data") || file.endsWith("sw.js") || `/${file}` === PUSH_WORKER_PATH)
    return "public, max-age=0, must-revalidate";
  if (IMMUTABLE_ASSET.test(file) || file.startsWith("static/")) return IMMUTABLE;
  return "public, max-age=3600";
}

/** The file in public/ (or `root`) that answers a URL path, or null. Paths never leave it. Where a
 * page could be x.html or x/index.html, /x/ prefers the folder's and /x the other, as Cloudflare
 * Pages does: /404 is 404.html, /404/ is 404/index.html. */
export function resolveFile(urlPath: string, root = PUBLIC_DIR): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split("?")[0]);
  } catch {
    return null;
  }
  const relative = path.posix.normalize(decoded).replace(/^\/+/, "").replace(/\/+$/, "");
  if (relative.startsWith("..") || relative.includes("\0")) return null;
  const [asFile, inFolder] = [`${relative}.html`, path.posix.join(relative, "index.html")];
  for (const candidate of [relative, ...(decoded.endsWith("/") ? [inFolder, asFile] : [asFile, inFolder])]) {
    const full = path.join(root, candidate);
    if (full.startsWith(root) && existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/** With `tls` (a key and certificate) the server speaks HTTPS with HTTP/2 itself, as a CDN's edge
 * does (the bench's site); without, plain HTTP/1.1, as behind a TLS-terminating proxy. */
export async function buildStaticServer(root = PUBLIC_DIR, { tls }: { tls?: { key: Buffer; cert: Buffer } } = {}) {
  // Behind a TLS-terminating proxy (TRUST_PROXY names it), X-Forwarded-Proto tells whether the
  // visitor came over HTTPS.
  const options = {
    logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  };
  // The routes below use only what both kinds of request have.
  const app = (
    tls ? Fastify({ ...options, http2: true, https: { allowHTTP1: true, ...tls } }) : Fastify(options)
  ) as FastifyInstance;
  await app.register(fastifyCompress, { threshold: 1024 });
  // A file's x.br, where the build wrote one, goes as it is to a browser that takes Brotli.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  const headersPath = path.join(root, "_headers");
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, "utf8")) : new Map();
  // CMS_LOCAL_BACKEND=1 lets this build's editor save through decap-server on this machine (the
  // browser tests of the editor); the build's own policy for /admin names no local address.
  if (process.env.CMS_LOCAL_BACKEND === "1" && rules.has(ADMIN_PAGE)) {
    rules.set(ADMIN_PAGE, {
      ...rules.get(ADMIN_PAGE),
      "Content-Security-Policy": adminContentSecurityPolicy({
        api: serviceOrigins(API_BASE_URL, READ_BASE_URL),
        localBackend: originOf(LOCAL_BACKEND_URL),
      }),
    });
  }
  // As Cloudflare Pages sends them: the headers of every answer ("/*"), and where the file's address
  // has a rule, its values instead (the build's rules detach each "/*" value they replace).
  // Strict-Transport-Security only over HTTPS: a browser ignores it over plain HTTP.
  const headersOf = (file: string, https: boolean) => {
    const { "Strict-Transport-Security": hsts, ...headers } = { ...rules.get("/*"), ...rules.get(routeOf(file)) };
    return https && hsts ? { ...headers, "Strict-Transport-Security": hsts } : headers;
  };
  const send = (request: FastifyRequest, reply: FastifyReply, file: string, status = 200) => {
    reply
      .code(status)
      .headers(headersOf(file, request.protocol === "https"))
      .header("Cache-Control", cacheControl(file))
      // Lower case, as the compression plugin names it: it adds its own name when it differs.
      .header("Vary", "accept-encoding");
    // Pagefind's index and WebAssembly files are gzip already: say so, and the compression plugin
    // leaves them alone (it would send the gzip bytes under the encoding it negotiated, br, which
    // the browser cannot decode). Pagefind reads them decoded by the browser as well as raw.
    if (PAGEFIND_GZIP.test(file)) reply.header("Content-Encoding", "gzip");
    return reply.sendFile(file, { cacheControl: false });
  };
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: (request, reply) => {
      const file = resolveFile(request.url, root);
      if (file) return send(request, reply, file);
      return existsSync(path.join(root, "404.html"))
        ? send(request, reply, "404.html", 404)
        : reply.code(404).send("Not found");
    },
  });
  return app;
}

if (require.main === module) {
  if (!existsSync(path.join(PUBLIC_DIR, "index.html"))) {
    console.error(
      "No production build in public/: run `npm run build` first (or `npm start`, which builds when needed).",
    );
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 9000);
  buildStaticServer()
    .then((app) => app.listen({ port, host: process.env.HOST ?? "0.0.0.0" }))
    .then(() => console.log(`The site is being served at http://localhost:${port}`))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
