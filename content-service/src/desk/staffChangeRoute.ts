import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { staffChangeBody } from "@school/contract/desk/staffChangeBody";
import { findStaffById, setDisabled, setRole } from "../auth/staff";
import { inTransaction } from "../db/transaction";
import { recordAudit } from "./audit";
import { callBodyAnswer } from "./callBodyAnswer";
import { schoolDbOf, staffOf } from "./context";
import { itemParams } from "./recordSchemas";
import { accountFirst, accountOf, refusal, toRecord } from "./staffRecords";

/** An account's role changed, or the account disabled or enabled, in one transaction. */
export async function staffChangeRoute(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.put(
    "/api/desk/staff/:id",
    {
      ...callBodyAnswer(untyped),
      ...accountFirst,
      bodyLimit: 4096,
      schema: {
        summary: "Staff accounts: change a role, disable or enable",
        params: itemParams,
        body: staffChangeBody,
      },
    },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const before = accountOf(request);
      const value = request.body;
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
