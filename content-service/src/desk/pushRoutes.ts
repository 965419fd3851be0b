import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParams } from "@school/contract/apiParams";
import { sendCounts } from "../db/pushQueue";
import { countPushSubscriptions } from "../db/pushSubscriptions";
import { schoolDbOf } from "./context";

/** What the desk shows of the urgent notices sent to phones: how many phones chose each level, and
 * how a notice's pushes went. Counts only: nothing identifies a phone. */
export async function pushRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/desk/push/subscribers",
    { schema: { summary: "How many phones get each level of urgent notice" } },
    async (request) => countPushSubscriptions(schoolDbOf(request)),
  );
  app.get(
    "/api/desk/push/notices/:id",
    {
      schema: {
        summary: "How a notice's pushes went: sent, waiting, failed, or gone (the phone unsubscribed)",
        params: idParams,
      },
    },
    async (request) => sendCounts(schoolDbOf(request), request.params.id),
  );
}
