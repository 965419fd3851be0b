import type { FastifyInstance } from "fastify";
import { schoolsInOrder } from "../db/schools";
import { schoolOf } from "../db/schoolScope";
import { schoolDbOf, staffOf, type DeskContext } from "./context";

/** What the desk app needs to know of its setting: where the public site is, for its links, the
 * school it works on, and for an owner every school it may switch to. */
export async function configRoute(app: FastifyInstance, { siteUrl }: DeskContext) {
  app.get("/api/desk/config", async (request) => {
    const db = schoolDbOf(request);
    const schools =
      staffOf(request).role === "owner"
        ? { schools: (await schoolsInOrder(db)).map(({ code, name }) => ({ code, name })) }
        : {};
    return { siteUrl, schoolCode: schoolOf(db), ...schools };
  });
}
