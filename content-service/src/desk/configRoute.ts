import type { FastifyInstance } from "fastify";
import { schoolSiteUrl, schoolsInOrder } from "../db/schools";
import { schoolOf } from "../db/schoolScope";
import { schoolDbOf, staffOf, type DeskContext } from "./context";

/** What the desk app needs to know of its setting: where the public site of the school it works on
 * is, for its links, that school, for an owner every school it may switch to, and whether the caches in front
 * are told of every save (so that its messages can say a change shows at once). */
export async function configRoute(app: FastifyInstance, { siteUrl, purger }: DeskContext) {
  app.get("/api/desk/config", async (request) => {
    const db = schoolDbOf(request);
    const schools =
      staffOf(request).role === "owner"
        ? { schools: (await schoolsInOrder(db)).map(({ code, name }) => ({ code, name })) }
        : {};
    const schoolCode = schoolOf(db);
    return {
      siteUrl: await schoolSiteUrl(db, schoolCode, siteUrl),
      schoolCode,
      purging: purger.configured,
      ...schools,
    };
  });
}
