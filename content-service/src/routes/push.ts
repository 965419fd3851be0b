import { API_PATHS } from "@school/contract/apiPaths";
import { schoolParams, UNKNOWN_SCHOOL } from "@school/contract/apiParams";
import { pushSubscriptionBody, pushUnsubscribeBody } from "@school/contract/push/pushSubscription";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { PushConfig } from "../config";
import { forgetPushSubscription, keepPushSubscription } from "../db/pushSubscriptions";
import { storedVapidKeys } from "../db/vapidKeys";

/** Browsers ask for the key before each subscription; a rotated key reaches them within minutes. */
const KEY_CACHE = "public, max-age=300";
const NOT_AN_OBJECT = "Send the subscription as a JSON object.";

/** A body the route's schema refused, answered 400 with each field's first message (by its path,
 * such as `keys.auth`); any other error goes to the service's own handler. */
function fieldErrors(app: FastifyInstance) {
  const serviceHandler = app.errorHandler;
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    if (error.validationContext !== "body" || !hasZodFastifySchemaValidationErrors(error)) {
      void serviceHandler(error, request, reply);
      return;
    }
    if (typeof request.body !== "object" || request.body === null || Array.isArray(request.body)) {
      void reply.code(400).send({ message: NOT_AN_OBJECT, errors: {} });
      return;
    }
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath
        .split("/")
        .slice(1)
        .filter((part) => !/^\d+$/.test(part))
        .join(".");
      errors[field || "body"] ??= issue.message ?? "Invalid value.";
    }
    void reply.code(400).send({ message: "The subscription was not kept: see each field.", errors });
  };
}

/** Web push for a school's urgent notices (issue 43): the service's public key, and the browsers'
 * subscriptions, which hold no name, e-mail or address (db/pushSubscriptions.ts). */
export async function pushRoutes(untyped: FastifyInstance, { keys, endpointOrigins, writesPerHour }: PushConfig) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const publicKey = (keys ?? storedVapidKeys(app.db)).publicKey;
  const perAddress = {
    rateLimit: {
      max: writesPerHour,
      timeWindow: 3600_000,
      errorResponseBuilder: (_request: unknown, context: { after: string }) => ({
        statusCode: 429,
        message: `Too many subscriptions from your address. Please try again in ${context.after}.`,
      }),
    },
  };
  const errorHandler = fieldErrors(app);
  /** A write's options: its body's schema, the limit per address, a small body, answers per field. */
  const writeOptions = <Body>(summary: string, body: Body) => ({
    schema: { tags: ["push"], summary, params: schoolParams, body },
    config: perAddress,
    bodyLimit: 4 * 1024,
    errorHandler,
  });

  app.get(
    API_PATHS.pushKey,
    { schema: { tags: ["push"], summary: "The service's VAPID public key, to subscribe with", params: schoolParams } },
    async (request, reply) => {
      if (!(await app.schools.dbFor(request.params.code))) return reply.code(404).send({ error: UNKNOWN_SCHOOL });
      return reply.header("Cache-Control", KEY_CACHE).send({ publicKey });
    },
  );

  app.post(
    API_PATHS.pushSubscriptions,
    writeOptions("Keep a browser's subscription to the school's urgent notices", pushSubscriptionBody(endpointOrigins)),
    async (request, reply) => {
      const db = await app.schools.dbFor(request.params.code);
      if (!db) return reply.code(404).send({ error: UNKNOWN_SCHOOL });
      const { endpoint, keys, levels } = request.body;
      const created = await keepPushSubscription(db, { endpoint, ...keys, levels }, Date.now());
      return reply
        .code(created ? 201 : 200)
        .header("Cache-Control", "no-store")
        .send({ levels });
    },
  );

  app.delete(
    API_PATHS.pushSubscriptions,
    writeOptions("Forget a browser's subscription, by its endpoint", pushUnsubscribeBody),
    async (request, reply) => {
      const db = await app.schools.dbFor(request.params.code);
      if (!db) return reply.code(404).send({ error: UNKNOWN_SCHOOL });
      await forgetPushSubscription(db, request.body.endpoint);
      return reply.code(204).send();
    },
  );
}
