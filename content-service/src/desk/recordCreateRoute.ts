import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { entityRow, insertEntity } from "../db/entities";
import { schoolOf } from "../db/schoolScope";
import { inTransaction } from "../db/transaction";
import { randomName } from "../randomName";
import { recordAudit } from "./audit";
import { schoolDbOf, staffOf, type DeskContext } from "./context";
import { toBody } from "./entityRecords";
import type { RecordTools } from "./recordTools";

/** A new item of a kind, published at once. */
export function recordCreateRoute(app: FastifyInstance, ctx: DeskContext, tools: RecordTools) {
  const { kind, entity, base, body, schemaChecks, check, sendRow, refused } = tools;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    base,
    { ...schemaChecks, bodyLimit: 512 * 1024, schema: { summary: `${kind.label}: publish an item`, body } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const checked = await check(db, request.body);
      if ("status" in checked) return refused(reply, checked);
      const id = `${kind.name}_${randomName().slice(0, 16)}`;
      const body = toBody(id, checked.value);
      const after = await inTransaction(db, async (db) => {
        await insertEntity(db, entity, id, body, "desk");
        await recordAudit(db, {
          actor: staffOf(request).email,
          action: "create",
          kind: kind.name,
          itemId: id,
          changes: body,
        });
        return (await entityRow(db, entity, id))!;
      });
      ctx.cache.clear();
      // Answered once the caches in front have had the purge (2 s at most): see purge/purger.ts.
      await ctx.purger.published({ kind: entity, school: schoolOf(db), id, removedFiles: [] });
      if (entity === "alert") ctx.pushSender.wake();
      return sendRow(db, reply.code(201), after);
    },
  );
}
