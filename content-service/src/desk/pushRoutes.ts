import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParams } from "@school/contract/apiParams";
import { DESK_PUSH_PATHS } from "@school/contract/push/pushCounts";
import { sendCounts } from "../db/pushQueue";
import { countPushSubscriptions } from "../db/pushSubscriptions";
import { schoolDbOf } from "./context";

/** What the desk shows of the urgent notices sent to phones: how many phones chose each level, and
 * how a notice's pushes went. Counts only: nothing identifies a phone. */
export async function pushRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.get(
    DESK_PUSH_PATHS.subscribers,
    { schema: { summary: "How many phones get each level of urgent notice" } },
    async (request) => countPushSubscriptions(schoolDbOf(request)),
  );
  app.get(
    DESK_PUSH_PATHS.notice,
    {
      schema: {
        summary: "How a notice's pushes went: sent, waiting, failed, or gone (the phone unsubscribed)",
        params: idParams,
      },
    },
    async (request) => sendCounts(schoolDbOf(request), request.params.id),
  );
}
