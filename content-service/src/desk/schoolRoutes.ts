import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { schoolSiteBody } from "@school/contract/desk/schoolSiteBody";
import { SITE_ADDRESS_RULE } from "@school/contract/siteAddress";
import { schoolByCode, schoolsInOrder, type SchoolRow } from "../db/schools";
import { acrossSchools } from "../db/schoolScope";
import { etagOf, versionOf } from "../http/entityTag";
import { ifMatchHolds } from "../http/preconditions";
import { changeSchoolSite, SchoolError } from "../schoolRegistry";
import { callBodyAnswer } from "./callBodyAnswer";
import { IF_MATCH_MISSING } from "./conflict";
import { INVALID, schoolDbOf, staffOf, type DeskContext } from "./context";
import { sendList } from "./listQuery";
import { itemParams, listQuery } from "./recordSchemas";

const OWNERS_ONLY = "Only an owner may do this.";
const GONE = { error: "No such school." };

/** A school as the desk shows it: its site's address, "" while it is PUBLIC_SITE_URL's (`defaultSite`). */
const toRecord = (row: SchoolRow, defaultSite: string) => ({
  id: row.code,
  code: row.code,
  name: row.name,
  siteUrl: row.site_url ?? "",
  defaultSite,
  version: versionOf(row.code, row.name, row.site_url),
});

const ownersOnly = (request: FastifyRequest, reply: FastifyReply) =>
  staffOf(request).role === "owner" ? null : reply.code(403).send({ error: OWNERS_ONLY });

/** The schools the service answers, for an owner (who works on every one): each with the address
 * of its public site, which "View on the site", its share pages and its feeds use. `npm run school
 * -- set-site` changes it too. */
export async function schoolRoutes(untyped: FastifyInstance, ctx: DeskContext) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const root = (request: FastifyRequest) => acrossSchools(schoolDbOf(request));

  app.get(
    "/api/desk/schools",
    { schema: { summary: "Schools: the list", querystring: listQuery } },
    async (request, reply) => {
      if (ownersOnly(request, reply)) return reply;
      const rows = await schoolsInOrder(root(request));
      return sendList(
        reply,
        "schools",
        request.query,
        rows.map((row) => toRecord(row, ctx.siteUrl)),
        { sort: { field: "code", order: "ASC" }, search: ["code", "name", "siteUrl"] },
      );
    },
  );

  app.get(
    "/api/desk/schools/:id",
    { schema: { summary: "Schools: one", params: itemParams } },
    async (request, reply) => {
      if (ownersOnly(request, reply)) return reply;
      const row = await schoolByCode(root(request), request.params.id);
      if (!row) return reply.code(404).send(GONE);
      const record = toRecord(row, ctx.siteUrl);
      return reply.header("ETag", etagOf(record.version)).send(record);
    },
  );

  // An owner's call about a school that exists is the only one whose body is read.
  const schoolFirst = async (request: FastifyRequest, reply: FastifyReply) => {
    if (ownersOnly(request, reply)) return reply;
    const { id } = request.params as { id: string };
    if (!(await schoolByCode(root(request), id))) return reply.code(404).send(GONE);
  };

  app.put(
    "/api/desk/schools/:id",
    {
      ...callBodyAnswer(untyped),
      preValidation: schoolFirst,
      bodyLimit: 4096,
      schema: { summary: "Schools: change a site's address", params: itemParams, body: schoolSiteBody },
    },
    async (request, reply) => {
      const db = root(request);
      const before = await schoolByCode(db, request.params.id);
      if (!before) return reply.code(404).send(GONE);
      const ifMatch = request.headers["if-match"];
      if (!ifMatch) return reply.code(428).send({ error: IF_MATCH_MISSING });
      if (!ifMatchHolds(ifMatch, etagOf(toRecord(before, ctx.siteUrl).version)))
        return reply
          .code(412)
          .send({ error: "This school has changed since you opened it. Reload it to see that change." });
      try {
        const after = await changeSchoolSite(db, before.code, request.body.siteUrl, staffOf(request).email);
        ctx.cache.clear();
        const record = toRecord(after, ctx.siteUrl);
        return reply.header("ETag", etagOf(record.version)).send(record);
      } catch (error) {
        if (!(error instanceof SchoolError)) throw error;
        return reply
          .code(400)
          .send({ message: INVALID, errors: { siteUrl: `The site's address ${SITE_ADDRESS_RULE}.` } });
      }
    },
  );
}
