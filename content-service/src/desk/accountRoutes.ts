import type { FastifyInstance, FastifyRequest } from "fastify";
import { changeOwnPassword } from "../auth/ownPassword";
import { recordAudit } from "./audit";
import { INVALID, schoolDbOf, SESSION_COOKIE, staffOf } from "./context";
import { knownFields } from "./knownFields";

/** Tries one person may make in 15 minutes: a stolen session must not become a way to guess the
 * password that the sign-in's lockout protects. */
const TRIES = 10;

/** Everyone's own account: changing one's password (the current one is required). */
export async function accountRoutes(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: TRIES,
    timeWindow: 15 * 60_000,
    keyGenerator: (request) => `account|${staffOf(request as FastifyRequest).staffId}`,
  });

  const schema = { summary: "Change your own password" };
  app.put("/api/desk/account/password", { bodyLimit: 4096, schema }, async (request, reply) => {
    const db = schoolDbOf(request);
    const allowed = await limit(request);
    if (!allowed.isAllowed && allowed.isExceeded) {
      return reply
        .code(429)
        .header("Retry-After", allowed.ttlInSeconds)
        .send({ error: "Too many tries. Wait 15 minutes and try again." });
    }
    const { fields, errors } = knownFields(request.body, ["currentPassword", "newPassword"]);
    const problems = Object.keys(errors).length
      ? errors
      : await changeOwnPassword(db, staffOf(request).staffId, fields, request.cookies[SESSION_COOKIE]);
    if (Object.keys(problems).length)
      return reply.code(400).send({ message: problems.currentPassword ?? INVALID, errors: problems });
    const { email, staffId } = staffOf(request);
    await recordAudit(db, { actor: email, action: "change-password", kind: "staff", itemId: staffId, label: email });
    return reply.code(204).send();
  });
}
