import type { FastifyInstance } from "fastify";
import { setLastSignInAt } from "../db/staff";
import { decoyHash, verifyPassword } from "../auth/passwords";
import { createSession, endSession, SESSION_MAX_MS } from "../auth/sessions";
import { findStaff, normaliseEmail } from "../auth/staff";
import { reserveSignIn } from "../auth/signInThrottle";
import { recordAudit } from "./audit";
import { CONTROL_MESSAGE, isPlainText } from "@school/contract/forms/validate";
import { recordFailedSignIn, recordLockedOutSignIn } from "./signInAudit";
import { COOKIE_PATH, SESSION_COOKIE, schoolDbOf, staffOf, type DeskContext } from "./context";
import { forSchool, schoolOf } from "../db/schoolScope";

const WRONG = "The e-mail address or password is wrong.";

/** Sign-in, who is signed in, and sign-out. The answer to a failed sign-in is the same whether or
 * not the account exists, disabled or not, and takes as long. */
export async function sessionRoutes(app: FastifyInstance, { db, schoolCode }: DeskContext) {
  /** A sign-in is logged in the account's school's log; one of no account, or an owner's, in the
   * service's own school's. */
  const logOf = async (email: string) => forSchool(db, (await findStaff(db, email))?.school ?? schoolCode);
  app.post<{ Body: unknown }>("/api/desk/session", async (request, reply) => {
    const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    const email = typeof body.email === "string" ? body.email.trim() : "";
    const password = typeof body.password === "string" ? body.password : "";
    if (!email || !password || email.length > 254 || password.length > 1024) {
      return reply.code(400).send({
        message: "Enter your e-mail address and password.",
        errors: {
          ...(email ? {} : { email: "Enter your e-mail address." }),
          ...(password ? {} : { password: "Enter your password." }),
        },
      });
    }
    // No account's address holds a control character (and PostgreSQL's text cannot hold NUL).
    if (!isPlainText(email))
      return reply
        .code(400)
        .send({ message: "Enter your e-mail address and password.", errors: { email: CONTROL_MESSAGE } });
    const tried = { email: normaliseEmail(email), address: request.ip };
    // Reserved before the password is checked (src/auth/signInThrottle.ts): tries sent at once
    // cannot all be checked.
    const reservation = await reserveSignIn(db, email, request.ip);
    if (reservation.refused) {
      await recordLockedOutSignIn(await logOf(email), { ...tried, lockedUntil: reservation.until });
      const minutes = Math.max(1, Math.ceil((reservation.until - Date.now()) / 60_000));
      return reply
        .code(429)
        .header("Retry-After", Math.ceil((reservation.until - Date.now()) / 1000))
        .send({
          error: `Too many failed sign-ins. Try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
        });
    }
    if (reservation.waitMs) await new Promise((resolve) => setTimeout(resolve, reservation.waitMs));
    const member = await findStaff(db, email);
    const matches = await verifyPassword(member?.passwordHash ?? (await decoyHash()), password);
    if (!member || !matches || member.disabledAt) {
      const { lockedUntil } = await reservation.settle(false);
      const reason = !member ? "no such account" : !matches ? "wrong password" : "account disabled";
      await recordFailedSignIn(forSchool(db, member?.school ?? schoolCode), { ...tried, reason, lockedUntil });
      return reply.code(401).send({ error: WRONG });
    }
    await reservation.settle(true);
    const token = await createSession(db, member.id);
    await setLastSignInAt(db, member.id, new Date().toISOString());
    await recordAudit(forSchool(db, member.school ?? schoolCode), {
      actor: member.email,
      action: "sign-in",
      address: request.ip,
    });
    return reply
      .setCookie(SESSION_COOKIE, token, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: "strict",
        secure: request.protocol === "https",
        maxAge: SESSION_MAX_MS / 1000,
      })
      .code(204)
      .send();
  });

  app.get("/api/desk/session", async (request) => {
    const { email, role } = staffOf(request);
    return { email, role, school: schoolOf(schoolDbOf(request)) };
  });

  app.delete("/api/desk/session", async (request, reply) => {
    await endSession(db, request.cookies[SESSION_COOKIE]);
    await recordAudit(schoolDbOf(request), { actor: staffOf(request).email, action: "sign-out" });
    return reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH }).code(204).send();
  });
}
