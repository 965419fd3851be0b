import type { FastifyInstance } from "fastify";
import { setLastSignInAt } from "../db/staff";
import { decoyHash, verifyPassword } from "../auth/passwords";
import { createSession, endSession, SESSION_MAX_MS } from "../auth/sessions";
import { findStaff, normaliseEmail } from "../auth/staff";
import { reserveSignIn } from "../auth/signInThrottle";
import { recordAudit } from "./audit";
import { CONTROL_MESSAGE, isPlainText } from "@school/contract/forms/validate";
import { recordFailedSignIn, recordLockedOutSignIn } from "./signInAudit";
import { COOKIE_PATH, SESSION_COOKIE, staffOf, type DeskContext } from "./context";

const WRONG = "The e-mail address or password is wrong.";

/** Sign-in, who is signed in, and sign-out. The answer to a failed sign-in is the same whether or
 * not the account exists, disabled or not, and takes as long. */
export async function sessionRoutes(app: FastifyInstance, { db }: DeskContext) {
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
      await recordLockedOutSignIn(db, { ...tried, lockedUntil: reservation.until });
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
      await recordFailedSignIn(db, { ...tried, reason, lockedUntil });
      return reply.code(401).send({ error: WRONG });
    }
    await reservation.settle(true);
    const token = await createSession(db, member.id);
    await setLastSignInAt(db, member.id, new Date().toISOString());
    await recordAudit(db, { actor: member.email, action: "sign-in", address: request.ip });
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
    return { email, role };
  });

  app.delete("/api/desk/session", async (request, reply) => {
    await endSession(db, request.cookies[SESSION_COOKIE]);
    await recordAudit(db, { actor: staffOf(request).email, action: "sign-out" });
    return reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH }).code(204).send();
  });
}
