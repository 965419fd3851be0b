import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { newStaffBody } from "@school/contract/desk/staffAccountBody";
import { generatePassword } from "../auth/passwords";
import { addStaff, StaffError } from "../auth/staff";
import { schoolOf } from "../db/schoolScope";
import { recordAudit } from "./audit";
import { callBodyAnswer } from "./callBodyAnswer";
import { INVALID, schoolDbOf, staffOf } from "./context";
import { toRecord } from "./staffRecords";

/** A new account, with a generated password shown once. */
export async function staffAddRoute(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/desk/staff",
    { ...callBodyAnswer(untyped), bodyLimit: 4096, schema: { summary: "Staff accounts: add one", body: newStaffBody } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const password = generatePassword();
      try {
        const member = await addStaff(db, { ...request.body, password, school: schoolOf(db) });
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
