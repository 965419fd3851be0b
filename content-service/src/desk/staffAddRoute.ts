import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { generatePassword } from "../auth/passwords";
import { addStaff, StaffError } from "../auth/staff";
import { schoolOf } from "../db/schoolScope";
import { recordAudit } from "./audit";
import { INVALID, schoolDbOf, staffOf } from "./context";
import { checkNewAccount } from "./staffBodies";
import { toRecord } from "./staffRecords";

/** A new account, with a generated password shown once. */
export async function staffAddRoute(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/desk/staff",
    { bodyLimit: 4096, schema: { summary: "Staff accounts: add one" } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const { value, errors } = checkNewAccount(request.body);
      if (Object.keys(errors).length) return reply.code(400).send({ message: INVALID, errors });
      const password = generatePassword();
      try {
        const member = await addStaff(db, { ...value, password, school: schoolOf(db) });
        await recordAudit(db, {
          actor: staffOf(request).email,
          action: "create",
          kind: "staff",
          itemId: member.id,
          label: member.email,
          changes: { email: member.email, role: member.role },
        });
        // The only time the password is ever sent: the desk shows it once.
        return reply.code(201).send({ ...toRecord(member), password });
      } catch (error) {
        if (error instanceof StaffError && error.field)
          return reply.code(400).send({ message: INVALID, errors: { [error.field]: error.message } });
        throw error;
      }
    },
  );
}
