/** The params, headers and queries of the desk's record routes, as zod states them for
 * fastify-type-provider-zod; their bodies are the kinds' write schemas (@school/contract/desk/writeBody). */
import * as z from "zod/mini";

export const itemParams = z.object({ id: z.string().check(z.meta({ description: "The item's id" })) });

export const ifMatchHeader = z.object({
  "if-match": z.optional(z.string().check(z.meta({ description: "The ETag the item was read with" }))),
});

/** react-admin's list query: its page, order and filter, and a kind's own filter fields (listQuery.ts). */
export const listQuery = z.record(z.string(), z.unknown());
