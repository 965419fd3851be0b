import { existsSync } from "fs";
import path from "path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";

export const DESK_DIST = path.join(__dirname, "..", "..", "desk", "dist");

/** The desk's own pages may run only their own code, talk only to this origin, and never be framed. */
const DESK_HEADERS = {
  "Content-Security-Policy":
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
    "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
    "frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "same-origin",
};

/** Serves the built desk app at /desk/: hashed assets for a year, the page itself revalidated. The
 * desk's pages are no part of the API's description (fastify-static hides its own routes too). */
export async function deskStatic(app: FastifyInstance, dist = DESK_DIST) {
  app.get("/desk", { schema: { hide: true } }, async (_request, reply) => reply.redirect("/desk/"));
  if (!existsSync(path.join(dist, "index.html"))) {
    app.get("/desk/*", { schema: { hide: true } }, async (_request, reply) =>
      reply.code(503).type("text/plain; charset=utf-8").send("The desk has not been built yet: `npm start` builds it."),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: "/desk/",
    decorateReply: false,
    // The build's own records (its list of sources, .sources.json) are not pages of the desk.
    dotfiles: "ignore",
    cacheControl: false,
    setHeaders: (response, file) => {
      for (const [name, value] of Object.entries(DESK_HEADERS)) response.setHeader(name, value);
      response.setHeader("Cache-Control", file.endsWith(".html") ? "no-cache" : "public, max-age=31536000, immutable");
    },
  });
}
