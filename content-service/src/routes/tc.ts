import { API_PATHS } from "@school/contract/apiPaths";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { schoolParams, UNKNOWN_SCHOOL } from "@school/contract/apiParams";
import { grantCertificate } from "../db/certificates";
import { limitedMessage, reserveLookup } from "../intake/lookupLimit";
import { certificatePath } from "./images";
import { TC_MESSAGES } from "@school/contract/forms/tcForm";
import { cleanText, CONTROL_MESSAGE } from "@school/contract/text";
import { isPlainText } from "@school/contract/forms/validate";

const MAX_NAME = 200;
const MAX_ADMISSION = 100;

/** Transfer-certificate lookup: both fields must match a record; the answer names a private
 * address that opens the certificate for a few minutes. Rate-limited per client, so admission
 * numbers cannot be tried one after another, and per admission number across all clients
 * (intake/lookupLimit.ts), so names cannot be tried for one number from many addresses. */
export async function tcRoutes(app: FastifyInstance, { perMinute }: { perMinute: number }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.certificateLookup,
    {
      schema: {
        tags: ["forms"],
        summary: "Look up a transfer certificate: the address of its picture, valid for a few minutes",
        params: schoolParams,
      },
      config: {
        rateLimit: {
          max: perMinute,
          timeWindow: 60_000,
          errorResponseBuilder: (_request: unknown, context: { after: string }) => ({
            statusCode: 429,
            message: `Too many lookups from your address. Please try again in ${context.after}.`,
          }),
        },
      },
    },
    async (request, reply) => {
      const db = await app.schools.dbFor(request.params.code);
      if (!db) return reply.code(404).send({ error: UNKNOWN_SCHOOL });
      const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      const name = typeof body.name === "string" ? cleanText(body.name) : "";
      const admission = typeof body.admission === "string" ? cleanText(body.admission) : "";
      const errors = {
        ...(name ? {} : { name: TC_MESSAGES.empty }),
        ...(admission ? {} : { admission: TC_MESSAGES.empty }),
        ...(name.length > MAX_NAME ? { name: `The name must be ${MAX_NAME} characters or fewer.` } : {}),
        ...(name && !isPlainText(name) ? { name: CONTROL_MESSAGE } : {}),
        ...(admission && !isPlainText(admission) ? { admission: CONTROL_MESSAGE } : {}),
        ...(admission.length > MAX_ADMISSION
          ? { admission: `The admission number must be ${MAX_ADMISSION} characters or fewer.` }
          : {}),
      };
      if (Object.keys(errors).length) return reply.code(400).send({ errors });
      const reservation = await reserveLookup(db, admission);
      if (reservation.limited) {
        const seconds = Math.max(1, Math.ceil((reservation.until - Date.now()) / 1000));
        return reply
          .code(429)
          .header("Retry-After", seconds)
          .send({ error: limitedMessage(reservation.until) });
      }
      const token = await grantCertificate(db, admission, name);
      if (!token)
        return reply.code(404).send({ error: "No transfer certificate matches that name and admission number" });
      await reservation.found();
      return reply.header("Cache-Control", "private, no-store").send({ data: certificatePath(token) });
    },
  );
}
