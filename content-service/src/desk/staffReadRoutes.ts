import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listStaff } from "../auth/staff";
import { schoolOf } from "../db/schoolScope";
import { schoolDbOf } from "./context";
import { sendList } from "./listQuery";
import { itemParams, listQuery } from "./recordSchemas";
import { GONE, ownAccount, toRecord } from "./staffRecords";

/** The school's staff accounts, and one of them. */
export async function staffReadRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/desk/staff",
    { schema: { summary: "Staff accounts: the list", querystring: listQuery } },
    async (request, reply) =>
      sendList(
        reply,
        "staff",
        request.query,
        (await listStaff(schoolDbOf(request), schoolOf(schoolDbOf(request)))).map(toRecord),
        {
          sort: { field: "email", order: "ASC" },
          search: ["email", "role"],
        },
      ),
  );

  app.get(
    "/api/desk/staff/:id",
    { schema: { summary: "Staff accounts: one", params: itemParams } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const member = await ownAccount(db, request.params.id);
      return member ? toRecord(member) : reply.code(404).send(GONE);
    },
  );
}
