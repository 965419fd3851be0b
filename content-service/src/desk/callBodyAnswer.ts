/**
 * The sign-in's, the account's and the staff calls' bodies are checked by their contract schemas
 * (@school/contract/desk/callBody) before the handler runs; a refused one is answered 400 with each
 * field's message, as the desk's forms show them.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { callBodyErrors } from "@school/contract/desk/callBody";
import { bodyIssues } from "./bodyIssues";
import { INVALID } from "./context";

/** Route options answering a refused body with its fields' messages under `message` (by default
 * "Please correct the highlighted fields."); any other error goes to the service's own handler. */
export function callBodyAnswer(
  app: FastifyInstance,
  message: (errors: Record<string, string>) => string = () => INVALID,
) {
  const serviceHandler = app.errorHandler;
  return {
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const issues = bodyIssues(error);
      if (!issues) return serviceHandler(error, request, reply);
      const errors = callBodyErrors(issues);
      return reply.code(400).send({ message: message(errors), errors });
    },
  };
}
