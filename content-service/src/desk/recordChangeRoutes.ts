import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deleteEntity, entityRow, updateEntity } from "../db/entities";
import { changesBetween, recordAudit } from "./audit";
import { schoolDbOf, staffOf } from "./context";
import { toBody, toRecord } from "./entityRecords";
import { ifMatchHeader, itemParams } from "./recordSchemas";
import type { RecordTools } from "./recordTools";

/** A stored item changed or deleted, each at the version it was read (If-Match). */
export function recordChangeRoutes(app: FastifyInstance, tools: RecordTools) {
  const { kind, entity, base, body, schemaChecks, check, guardedChange, sendRow, refused } = tools;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.put(
    `${base}/:id`,
    {
      ...schemaChecks,
      bodyLimit: 512 * 1024,
      schema: { summary: `${kind.label}: change an item`, params: itemParams, headers: ifMatchHeader, body },
    },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const outcome = await guardedChange(db, request, async (db, id, before) => {
        const checked = await check(db, request.body);
        if ("status" in checked) return checked;
        const body = toBody(id, checked.value);
        await updateEntity(db, entity, id, body);
        await recordAudit(db, {
          actor: staffOf(request).email,
          action: "update",
          kind: kind.name,
          itemId: id,
          changes: changesBetween(before.body, body),
        });
        return { after: (await entityRow(db, entity, id))! };
      });
      return "status" in outcome ? refused(reply, outcome) : sendRow(db, reply, outcome.after);
    },
  );

  typed.delete(
    `${base}/:id`,
    { schema: { summary: `${kind.label}: delete an item`, params: itemParams, headers: ifMatchHeader } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const outcome = await guardedChange(db, request, async (db, id, before) => {
        await deleteEntity(db, entity, id);
        await recordAudit(db, {
          actor: staffOf(request).email,
          action: "delete",
          kind: kind.name,
          itemId: id,
          changes: before.body,
        });
        return { after: before };
      });
      return "status" in outcome ? refused(reply, outcome) : reply.send(await toRecord(db, kind, outcome.after));
    },
  );
}
