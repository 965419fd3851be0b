import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SIGN_IN_INVALID, signInBody } from "@school/contract/desk/signInBody";
import { normaliseEmail } from "@school/contract/desk/staffEmail";
import { setLastSignInAt } from "../db/staff";
import { decoyHash, verifyPassword } from "../auth/passwords";
import { createSession, endSession, SESSION_MAX_MS } from "../auth/sessions";
import { findStaff } from "../auth/staff";
import { LOCKOUT_MS, reserveDeviceSignIn, reserveSignIn } from "../auth/signInThrottle";
import { lockedSignInMessage, minutesUntil, wrongSignInMessage } from "../auth/signInMessages";
import { TRUSTED_DEVICE_MS, trustDevice, trustedDevice } from "../auth/trustedDevices";
import { recordAudit } from "./audit";
import { callBodyAnswer } from "./callBodyAnswer";
import { recordFailedSignIn, recordLockedOutSignIn } from "./signInAudit";
import { COOKIE_PATH, SESSION_COOKIE, schoolDbOf, staffOf, type DeskContext } from "./context";
import { forSchool, schoolOf } from "../db/schoolScope";

/** The browser's device cookie (auth/trustedDevices.ts), sent to sign-in alone. */
const DEVICE_COOKIE = "desk_device";
const DEVICE_COOKIE_PATH = `${COOKIE_PATH}/session`;

/** Sign-in, who is signed in, and sign-out. The answer to a failed sign-in is the same whether or
 * not the account exists, disabled or not, and takes as long. */
export async function sessionRoutes(untyped: FastifyInstance, { db, schoolCode }: DeskContext) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const signIn = {
    ...callBodyAnswer(untyped, () => SIGN_IN_INVALID),
    schema: { summary: "Sign in", body: signInBody },
  };
  app.post("/api/desk/session", signIn, async (request, reply) => {
    const { email, password } = request.body;
    const tried = { email: normaliseEmail(email), address: request.ip };
    const member = await findStaff(db, email);
    // A sign-in is logged in the account's school's log; one of no account, or an owner's, in the
    // service's own school's.
    const log = forSchool(db, member?.school ?? schoolCode);
    const device = await trustedDevice(db, request.cookies[DEVICE_COOKIE], member?.id);
    // Reserved before the password is checked (src/auth/signInThrottle.ts): tries sent at once
    // cannot all be checked.
    const reservation = device ? await reserveDeviceSignIn(db, device) : await reserveSignIn(db, email, request.ip);
    if (reservation.refused) {
      await recordLockedOutSignIn(log, { ...tried, lockedUntil: reservation.until });
      return reply
        .code(429)
        .header("Retry-After", Math.ceil((reservation.until - Date.now()) / 1000))
        .send({ error: lockedSignInMessage(minutesUntil(reservation.until)) });
    }
    const matches = await verifyPassword(member?.passwordHash ?? (await decoyHash()), password);
    if (!member || !matches || member.disabledAt) {
      // A failed try waits for its turn; the owner's right password is let in at once (why that is
      // safe: src/auth/signInThrottle.ts).
      if (reservation.waitMs) {
        // Nothing crosses the socket while the try waits (up to 30 s): its idle timeout must not
        // cut the answer off, so the wait is added to it.
        request.raw.socket.setTimeout(reservation.waitMs + request.server.server.timeout);
        await new Promise((resolve) => setTimeout(resolve, reservation.waitMs));
      }
      const { lockedUntil, triesLeft } = await reservation.settle(false);
      const reason = !member ? "no such account" : !matches ? "wrong password" : "account disabled";
      await recordFailedSignIn(log, { ...tried, reason, lockedUntil });
      const lockMinutes = lockedUntil ? minutesUntil(lockedUntil) : LOCKOUT_MS / 60_000;
      return reply.code(401).send({ error: wrongSignInMessage(triesLeft ?? 0, lockMinutes) });
    }
    await reservation.settle(true);
    const token = await createSession(db, member.id);
    const deviceToken = await trustDevice(db, member.id, device);
    await setLastSignInAt(db, member.id, new Date().toISOString());
    await recordAudit(forSchool(db, member.school ?? schoolCode), {
      actor: member.email,
      action: "sign-in",
      address: request.ip,
    });
    /** A cookie no script reads, sent back only by the desk's own pages, over HTTPS when it came so. */
    const cookie = (path: string, lifetimeMs: number) => ({
      path,
      httpOnly: true,
      sameSite: "strict" as const,
      secure: request.protocol === "https",
      maxAge: lifetimeMs / 1000,
    });
    return reply
      .setCookie(SESSION_COOKIE, token, cookie(COOKIE_PATH, SESSION_MAX_MS))
      .setCookie(DEVICE_COOKIE, deviceToken, cookie(DEVICE_COOKIE_PATH, TRUSTED_DEVICE_MS))
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
