import type { FastifyInstance } from "fastify";
import type { DeskContext } from "./context";

/** What the desk app needs to know of its setting: where the public site is, for its links. */
export async function configRoute(app: FastifyInstance, { siteUrl, schoolCode }: DeskContext) {
  app.get("/api/desk/config", async () => ({ siteUrl, schoolCode }));
}
