/** Whether a route's schemas are zod's (fastify-type-provider-zod checks them) rather than JSON Schema. */
import * as z from "zod/mini";

export const describedByZod = (schema: {
  body?: unknown;
  params?: unknown;
  headers?: unknown;
  querystring?: unknown;
}) => [schema.body, schema.params, schema.headers, schema.querystring].some((part) => part instanceof z.core.$ZodType);
