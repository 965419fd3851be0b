import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { findStaffById, setDisabled, setRole } from "../auth/staff";
import { inTransaction } from "../db/transaction";
import { recordAudit } from "./audit";
import { INVALID, schoolDbOf, staffOf } from "./context";
import { itemParams } from "./recordSchemas";
import { checkAccountChange } from "./staffBodies";
import { GONE, ownAccount, refusal, toRecord } from "./staffRecords";

/** An account's role changed, or the account disabled or enabled, in one transaction. */
export async function staffChangeRoute(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.put(
    "/api/desk/staff/:id",
    { bodyLimit: 4096, schema: { summary: "Staff accounts: change a role, disable or enable", params: itemParams } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const before = await ownAccount(db, request.params.id);
      if (!before) return reply.code(404).send(GONE);
      const { value, errors } = checkAccountChange(request.body);
      if (Object.keys(errors).length) return reply.code(400).send({ message: INVALID, errors });
      const actor = staffOf(request).email;
      try {
        await inTransaction(db, async (db) => {
          if (value.role !== undefined && value.role !== before.role) {
            await setRole(db, before.id, value.role);
            await recordAudit(db, {
              actor,
              action: "update",
              kind: "staff",
              itemId: before.id,
              label: before.email,
              changes: { role: [before.role, value.role] },
            });
          }
          if (value.disabled !== undefined && value.disabled !== Boolean(before.disabledAt)) {
            await setDisabled(db, before.id, value.disabled);
            await recordAudit(db, {
              actor,
              action: value.disabled ? "disable" : "enable",
              kind: "staff",
              itemId: before.id,
              label: before.email,
            });
          }
        });
      } catch (error) {
        const { status, body } = refusal(error);
        return reply.code(status).send(body);
      }
      return toRecord((await findStaffById(db, before.id))!);
    },
  );
}
