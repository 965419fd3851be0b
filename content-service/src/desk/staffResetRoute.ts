import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { generatePassword } from "../auth/passwords";
import { staffResetBody } from "@school/contract/desk/staffChangeBody";
import { setPassword } from "../auth/staff";
import { recordAudit } from "./audit";
import { callBodyAnswer } from "./callBodyAnswer";
import { schoolDbOf, staffOf } from "./context";
import { itemParams } from "./recordSchemas";
import { accountFirst, accountOf, toRecord } from "./staffRecords";

const OWN_RESET = "Change your own password under Your password: a reset here would sign you out.";

/** Another account's password replaced by a generated one, shown once. */
export async function staffResetRoute(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/desk/staff/:id/reset-password",
    {
      ...callBodyAnswer(untyped),
      ...accountFirst,
      bodyLimit: 1024,
      schema: { summary: "Staff accounts: reset a password", params: itemParams, body: staffResetBody },
    },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const member = accountOf(request);
      if (member.id === staffOf(request).staffId) return reply.code(409).send({ error: OWN_RESET });
      const password = generatePassword();
      await setPassword(db, member.id, password);
      await recordAudit(db, {
        actor: staffOf(request).email,
        action: "reset-password",
        kind: "staff",
        itemId: member.id,
        label: member.email,
      });
      return { ...toRecord(member), password };
    },
  );
}
