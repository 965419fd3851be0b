import { API_PATHS } from "@school/contract/apiPaths";
import { indiaNow, noticesInForce } from "@school/contract/alerts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listEntities } from "../db/entities";
import { schoolParams, UNKNOWN_SCHOOL } from "@school/contract/apiParams";
import { sendRepresentation } from "../http/sendRepresentation";

/** GET /api/alerts/{code}: the school's urgent notices in force now; expired and future ones are left out. */
export async function alertRoutes(app: FastifyInstance) {
  const { contentCache: cache, schools, answerCaching } = app;
  const schema = {
    tags: ["content"],
    summary: "The urgent notices in force now, the most urgent first",
    params: schoolParams,
  };
  app.withTypeProvider<ZodTypeProvider>().get(API_PATHS.alerts, { schema }, async (request, reply) => {
    const { code } = request.params;
    const db = await schools.dbFor(code);
    if (!db) return reply.code(404).send({ error: UNKNOWN_SCHOOL });
    const now = indiaNow();
    // Kept per minute: what is in force changes with the time as well as with the data.
    const rep = await cache.get(`${code}|alerts|${now}`, async () =>
      noticesInForce(await listEntities(db, "alert"), now),
    );
    return sendRepresentation(request, reply, rep!, answerCaching.alert);
  });
}
