import type { FastifyInstance } from "fastify";
import type { DeskContext } from "./context";
import { submissionChangeRoutes } from "./submissionChangeRoutes";
import { submissionReadRoutes } from "./submissionReadRoutes";

/** Enquiries and applications, for admins: read, mark as handled, delete (with the résumé), and
 * download a résumé. Nothing here is ever cached or served to the public. */
export async function submissionRoutes(app: FastifyInstance, ctx: DeskContext) {
  await app.register(submissionReadRoutes, ctx);
  await app.register(submissionChangeRoutes, ctx);
}
