import type { FastifyInstance } from "fastify";
import { DESK_KINDS } from "@school/contract/desk/kinds";
import type { DeskContext } from "./context";
import { recordChangeRoutes } from "./recordChangeRoutes";
import { recordCreateRoute } from "./recordCreateRoute";
import { recordReadRoutes } from "./recordReadRoutes";
import { recordTools } from "./recordTools";

/** List, read, create, update and delete of one kind of public content, in the shape react-admin's
 * simple REST client expects. Every write is checked by the kind's schema, recorded in the audit
 * log, and visible in the public API at once; the caches in front have had its purge (or 2 s to
 * take it) before it is answered. A change names the version it was made to (If-Match), checked in
 * the transaction that writes it. */
export async function recordRoutes(app: FastifyInstance, ctx: DeskContext) {
  for (const kind of DESK_KINDS) {
    if (!kind.entity || !kind.schema) continue;
    const tools = recordTools(app, ctx, { ...kind, schema: kind.schema });
    recordReadRoutes(app, tools);
    recordCreateRoute(app, ctx, tools);
    recordChangeRoutes(app, tools);
  }
}
