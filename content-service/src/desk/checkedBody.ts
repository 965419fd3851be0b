/**
 * The desk's writes of a kind take their schemas from the contract through fastify-type-provider-zod
 * (its validatorCompiler, set for the whole service in server.ts): the body is checked by the kind's
 * write schema before the handler runs, and a refused one is answered 400 with each field's message,
 * as the desk's forms show them (bodyErrors).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { bodyErrors } from "@school/contract/desk/bodyErrors";
import type { DeskKind } from "@school/contract/desk/kinds";
import { sentFields } from "@school/contract/desk/writeBody";
import { bodyIssues } from "./bodyIssues";
import { INVALID } from "./context";
import { beforeCheck } from "./entityRecords";

/** Route options of a kind's routes whose schemas are zod's: a body is read as the schema reads it
 * (blog HTML sanitised first, the record's own fields and empty values dropped), and a refused body
 * answered with the kind's messages; any other error goes to the service's own handler. */
export function checkedBody(app: FastifyInstance, kind: DeskKind) {
  const serviceHandler = app.errorHandler;
  return {
    preValidation: async (request: FastifyRequest) => {
      if (request.body !== undefined) request.body = sentFields(beforeCheck(kind, request.body));
    },
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const issues = bodyIssues(error);
      if (!issues) return serviceHandler(error, request, reply);
      const { message, errors } = bodyErrors(kind, request.body, issues);
      return reply.code(400).send({ message: message ?? INVALID, errors });
    },
  };
}
