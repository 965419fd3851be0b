import type { FastifyReply, FastifyRequest } from "fastify";
import { findStaffById, StaffError, type StaffMember } from "../auth/staff";
import type { Db } from "../db/open";
import { schoolOf } from "../db/schoolScope";
import { schoolDbOf } from "./context";

export const GONE = { error: "This staff account does not exist (any more)." };

/** An account as the desk lists it: never its password hash. */
export const toRecord = (member: StaffMember) => ({
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
export async function ownAccount(db: Db, id: string) {
  const member = await findStaffById(db, id);
  return member && member.school === schoolOf(db) ? member : null;
}

const named = new WeakMap<FastifyRequest, StaffMember>();

/** Route options of a call about the account its path names (`:id`): one that is not this desk's is
 * answered 404 before the body is read, whatever it sends. */
export const accountFirst = {
  preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
    const member = await ownAccount(schoolDbOf(request), (request.params as { id: string }).id);
    if (!member) return reply.code(404).send(GONE);
    named.set(request, member);
  },
};

/** The account a call passed by accountFirst is about. */
export function accountOf(request: FastifyRequest): StaffMember {
  const member = named.get(request);
  if (!member) throw new Error(`${request.routeOptions.url} ran without accountFirst`);
  return member;
}

/** A refused change that is no fault of the body's shape (the last admin): 409, in the person's words. */
export const refusal = (error: unknown) => {
  if (error instanceof StaffError) return { status: 409, body: { error: error.message } };
  throw error;
};
