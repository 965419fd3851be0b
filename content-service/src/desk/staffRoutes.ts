import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { inTransaction } from "../db/transaction";
import { generatePassword } from "../auth/passwords";
import {
  addStaff,
  findStaffById,
  listStaff,
  setDisabled,
  setPassword,
  setRole,
  StaffError,
  type StaffMember,
} from "../auth/staff";
import { recordAudit } from "./audit";
import type { Db } from "../db/open";
import { schoolOf } from "../db/schoolScope";
import { INVALID, schoolDbOf, staffOf } from "./context";
import { knownFields } from "./knownFields";
import { sendList } from "./listQuery";
import { itemParams, listQuery } from "./recordSchemas";
import { checkAccountChange, checkNewAccount } from "./staffBodies";

const GONE = { error: "This staff account does not exist (any more)." };
const OWN_RESET = "Change your own password under Your password: a reset here would sign you out.";

/** An account as the desk lists it: never its password hash. */
const toRecord = (member: StaffMember) => ({
  id: member.id,
  email: member.email,
  role: member.role,
  disabled: Boolean(member.disabledAt),
  disabledAt: member.disabledAt,
  createdAt: member.createdAt,
  lastSignInAt: member.lastSignInAt,
});

/** An account of the school the desk works on, or null: another school's accounts, and owners',
 * are not this desk's to see or change. */
async function ownAccount(db: Db, id: string) {
  const member = await findStaffById(db, id);
  return member && member.school === schoolOf(db) ? member : null;
}

/** A refused change that is no fault of the body's shape (the last admin): 409, in the person's words. */
const refusal = (error: unknown) => {
  if (error instanceof StaffError) return { status: 409, body: { error: error.message } };
  throw error;
};

/** Staff accounts, for admins (the desk plugin answers 403 to editors): list, add with a generated
 * password shown once, change the role, disable and enable, and reset a password. The same
 * functions serve `npm run staff`; every change is audited under the account's e-mail address. */
export async function staffRoutes(untyped: FastifyInstance) {
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

  app.post(
    "/api/desk/staff/:id/reset-password",
    { bodyLimit: 1024, schema: { summary: "Staff accounts: reset a password", params: itemParams } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const member = await ownAccount(db, request.params.id);
      if (!member) return reply.code(404).send(GONE);
      const { errors } = knownFields(request.body ?? {}, []);
      if (Object.keys(errors).length) return reply.code(400).send({ message: INVALID, errors });
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
