import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { version } from "../../package.json";
import { METRICS_SECURITY } from "./metrics";
import { DESCRIBED_BODIES } from "./routeSchemas";
import { describedAnswer } from "./storedAnswers";

/** Where the API's description is published: a page to read and try it, and the document itself. */
export const API_DOCS_PATH = "/api/docs";
export const OPENAPI_PATH = "/api/openapi.json";

/** Publishes the API from the routes' own schemas (OpenAPI 3), so that the description cannot
 * drift from what the service answers. Registered before the routes, which it collects as they are
 * added. */
export async function openApi(app: FastifyInstance, serviceUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    // Routes are described from their zod schemas; a form's body, which its handler checks, from
    // the form's own schema (routeSchemas.ts); a public answer from its route's config.
    transform: (document) => {
      const described = jsonSchemaTransform(document);
      const body = DESCRIBED_BODIES[document.url];
      const answer = document.route.config?.answer;
      return {
        ...described,
        schema: {
          ...described.schema,
          ...(body ? { body } : {}),
          ...(answer ? { response: describedAnswer(answer.schema, answer.description) } : {}),
        },
      };
    },
    openapi: {
      info: {
        title: "School content service",
        version,
        description:
          "The content API of SPEC §7 (lists, items, pictures, forms, the certificate lookup, feeds) and the " +
          "content desk's API under /api/desk/, which needs a staff session (its cookie) and the desk's own " +
          "Origin on every change.",
      },
      // First the service the page is on, whatever name it was reached by (its "Try it out" calls
      // it), then the configured public address.
      servers: [{ url: "/" }, { url: serviceUrl }],
      tags: [
        { name: "content", description: "What the public site shows" },
        { name: "forms", description: "What visitors send" },
        { name: "feeds", description: "Calendars and news for apps and readers" },
        { name: "desk", description: "The content desk: staff only" },
        { name: "editor", description: "The website editor's sign-in (/admin)" },
        { name: "service", description: "The service itself" },
      ],
      components: {
        securitySchemes: {
          deskSession: { type: "apiKey", in: "cookie", name: "desk_session" },
          [METRICS_SECURITY]: { type: "http", scheme: "bearer" },
        },
      },
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: true,
    // Swagger UI sets inline styles on its elements as it draws them.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
