import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { passwordChangeBody } from "@school/contract/desk/passwordChangeBody";
import { changeOwnPassword } from "../auth/ownPassword";
import { recordAudit } from "./audit";
import { callBodyAnswer } from "./callBodyAnswer";
import { INVALID, schoolDbOf, SESSION_COOKIE, staffOf } from "./context";

/** Tries one person may make in 15 minutes: a stolen session must not become a way to guess the
 * password that the sign-in's lockout protects. */
const TRIES = 10;

/** Everyone's own account: changing one's password (the current one is required). */
export async function accountRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const limit = app.createRateLimit({
    max: TRIES,
    timeWindow: 15 * 60_000,
    keyGenerator: (request) => `account|${staffOf(request as FastifyRequest).staffId}`,
  });
  /** Every try counts, whatever its body: answered before the body is read. */
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const allowed = await limit(request);
    if (!allowed.isAllowed && allowed.isExceeded)
      return reply
        .code(429)
        .header("Retry-After", allowed.ttlInSeconds)
        .send({ error: "Too many tries. Wait 15 minutes and try again." });
  };

  const options = {
    ...callBodyAnswer(untyped, (errors) => errors.currentPassword ?? INVALID),
    preValidation: limited,
    bodyLimit: 4096,
    schema: { summary: "Change your own password", body: passwordChangeBody },
  };
  app.put("/api/desk/account/password", options, async (request, reply) => {
    const db = schoolDbOf(request);
    const problems = await changeOwnPassword(
      db,
      staffOf(request).staffId,
      request.body,
      request.cookies[SESSION_COOKIE],
    );
    if (Object.keys(problems).length)
      return reply.code(400).send({ message: problems.currentPassword ?? INVALID, errors: problems });
    const { email, staffId } = staffOf(request);
    await recordAudit(db, { actor: email, action: "change-password", kind: "staff", itemId: staffId, label: email });
    return reply.code(204).send();
  });
}
