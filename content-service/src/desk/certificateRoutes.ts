import type { FastifyInstance } from "fastify";
import { certificateChangeRoutes } from "./certificateChangeRoutes";
import { certificateImageRoute } from "./certificateImageRoute";
import { certificateIssueRoute } from "./certificateIssueRoute";
import { certificateReadRoutes } from "./certificateReadRoutes";
import type { DeskContext } from "./context";

/** Transfer-certificate records, for admins: the lookup of /student-tc finds them. Their images are
 * pupils' records, kept in the private folder and shown only to a signed-in admin. */
export async function certificateRoutes(app: FastifyInstance, ctx: DeskContext) {
  await app.register(certificateImageRoute, ctx);
  await app.register(certificateReadRoutes, ctx);
  await app.register(certificateIssueRoute);
  await app.register(certificateChangeRoutes, ctx);
}
