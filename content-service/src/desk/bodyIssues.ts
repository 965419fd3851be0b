import type { FastifyError } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { INVALID } from "./context";

/** The zod issues of a body its route's schema refused (fastify-type-provider-zod's validatorCompiler,
 * set for the whole service in server.ts), each with its code, the path of the field it is about and
 * its other facts; null for any other error. */
export function bodyIssues(error: FastifyError) {
  if (error.validationContext !== "body" || !hasZodFastifySchemaValidationErrors(error)) return null;
  return error.validation.map((issue) => ({
    ...issue.params,
    code: issue.keyword,
    path: issue.instancePath.split("/").slice(1),
    message: issue.message ?? INVALID,
  }));
}
