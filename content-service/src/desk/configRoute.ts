import type { FastifyInstance } from "fastify";
import { schoolOf } from "../db/schoolScope";
import { schoolDbOf, type DeskContext } from "./context";

/** What the desk app needs to know of its setting: where the public site is, for its links, and
 * the school it works on. */
export async function configRoute(app: FastifyInstance, { siteUrl }: DeskContext) {
  app.get("/api/desk/config", async (request) => ({ siteUrl, schoolCode: schoolOf(schoolDbOf(request)) }));
}
