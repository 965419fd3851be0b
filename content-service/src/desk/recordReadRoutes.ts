import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { entityRow, entityRows } from "../db/entities";
import { schoolDbOf } from "./context";
import { toRecord } from "./entityRecords";
import { sendList } from "./listQuery";
import { itemParams, listQuery } from "./recordSchemas";
import type { RecordTools } from "./recordTools";

/** A kind's list, in react-admin's shape, and one of its items. */
export function recordReadRoutes(
  app: FastifyInstance,
  { kind, entity, base, notFound, sendRow, refused }: RecordTools,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    base,
    { schema: { summary: `${kind.label}: the list`, querystring: listQuery } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      return sendList(
        reply,
        kind.name,
        request.query,
        await Promise.all((await entityRows(db, entity)).map((row) => toRecord(db, kind, row))),
        kind,
      );
    },
  );

  typed.get(
    `${base}/:id`,
    { schema: { summary: `${kind.label}: one item`, params: itemParams } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const row = await entityRow(db, entity, request.params.id);
      return row ? sendRow(db, reply, row) : refused(reply, notFound);
    },
  );
}
