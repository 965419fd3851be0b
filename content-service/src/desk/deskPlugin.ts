import type { FastifyInstance, FastifyRequest } from "fastify";
import { DESK_SECURITY } from "../http/routeSchemas";
import { sessionUser } from "../auth/sessions";
import { accountRoutes } from "./accountRoutes";
import { auditRoute } from "./auditRoute";
import { certificateRoutes } from "./certificateRoutes";
import { configRoute } from "./configRoute";
import { originRefusal, SCHOOL_HEADER, SESSION_COOKIE, type DeskContext } from "./context";
import { UNKNOWN_SCHOOL } from "@school/contract/apiParams";
import { deskStatic } from "./deskStatic";
import { DESK_KINDS } from "@school/contract/desk/kinds";
import { mediaRoutes } from "./mediaRoutes";
import { pushRoutes } from "./pushRoutes";
import { recordRoutes } from "./recordRoutes";
import { sessionRoutes } from "./sessionRoutes";
import { schoolRoutes } from "./schoolRoutes";
import { staffRoutes } from "./staffRoutes";
import { submissionRoutes } from "./submissionRoutes";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
/** Writes one signed-in person may make in 10 minutes: a 40-photo album is 41. */
const WRITES_PER_WINDOW = 300;

/** The first path segment after /api/desk/ that only admins may use. */
const ADMIN_ONLY = new Set([
  ...DESK_KINDS.filter((kind) => kind.role === "admin").map((kind) => kind.name),
  "certificate-images",
  "audit",
  "staff",
  "schools",
]);
/** Read from the route the router matched, never from the raw URL: the router decodes
 * `/api/desk/%73ubmissions` to the submissions route, while its raw text names no admin kind. */
const routeSegment = (request: FastifyRequest) => (request.routeOptions.url ?? "").split("/")[3] ?? "";

/** The content desk: its pages at /desk/ and its API under /api/desk/, on the service's own origin.
 * Every call but the sign-in needs a live session; state-changing calls must come from the desk's
 * own pages (Origin) and are rate-limited per person; admin-only kinds answer 403 to editors. */
export async function deskPlugin(app: FastifyInstance, ctx: DeskContext) {
  const writeLimit = app.createRateLimit({
    max: WRITES_PER_WINDOW,
    timeWindow: 10 * 60_000,
    keyGenerator: (request) => `desk|${request.staff?.staffId ?? request.ip}`,
  });

  await app.register(async (desk) => {
    desk.decorateRequest("staff", null);
    desk.decorateRequest("schoolDb", null);
    desk.addHook("onRoute", (route) => {
      route.schema = { tags: ["desk"], security: DESK_SECURITY, ...route.schema };
    });
    desk.addHook("onRequest", async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const refusal = SAFE.has(request.method) ? null : originRefusal(request, ctx.origins);
      if (refusal) return reply.code(403).send({ error: refusal });
      if (request.method === "POST" && request.url.split("?")[0] === "/api/desk/session") return;
      const staff = await sessionUser(ctx.db, request.cookies[SESSION_COOKIE]);
      if (!staff) return reply.code(401).send({ error: "Please sign in." });
      request.staff = staff;
      const named = request.headers[SCHOOL_HEADER];
      const asked = typeof named === "string" && named ? named : null;
      if (staff.school && asked && asked !== staff.school)
        return reply.code(403).send({ error: `Your account works for ${staff.school} only.` });
      const schoolDb = await app.schools.dbFor(staff.school ?? asked ?? ctx.schoolCode);
      if (!schoolDb) return reply.code(404).send({ error: UNKNOWN_SCHOOL });
      request.schoolDb = schoolDb;
      if (ADMIN_ONLY.has(routeSegment(request)) && staff.role === "editor")
        return reply.code(403).send({ error: "Only an admin may do this." });
      if (!SAFE.has(request.method)) {
        const limit = await writeLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          return reply
            .code(429)
            .header("Retry-After", limit.ttlInSeconds)
            .send({ error: "Too many changes in a short time. Wait a few minutes and try again." });
        }
      }
    });
    await desk.register(sessionRoutes, ctx);
    await desk.register(configRoute, ctx);
    await desk.register(recordRoutes, ctx);
    await desk.register(mediaRoutes, ctx);
    await desk.register(certificateRoutes, ctx);
    await desk.register(submissionRoutes, ctx);
    await desk.register(auditRoute, ctx);
    await desk.register(staffRoutes, ctx);
    await desk.register(accountRoutes, ctx);
    await desk.register(pushRoutes);
    await desk.register(schoolRoutes, ctx);
  });
  await deskStatic(app);
}
