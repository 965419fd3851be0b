import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { mediaTypeOf } from "../db/media";
import { immediately } from "../db/transaction";
import { entityRow, type EntityKind, type EntityRow } from "../db/entities";
import { etagOf } from "../http/entityTag";
import { refuseAttachment } from "../media/refusedAtSave";
import { preconditionRefusal, type Refusal } from "./conflict";
import { INVALID, type DeskContext } from "./context";
import { schoolOf } from "../db/schoolScope";
import type { Db } from "../db/open";
import { attachmentRefs, toRecord } from "./entityRecords";
import type { DeskKind, WriteSchema } from "@school/contract/desk/kinds";
import { writeBody } from "@school/contract/desk/writeBody";
import { checkedBody } from "./checkedBody";
import { forgetUnusedUploads, removeForgottenFiles } from "./unusedUploads";

const MISSING_FILE = "A file of this item is no longer stored. Remove it and upload it again.";

/** Attachments must be files uploaded to this service, of the kind the field takes. */
async function attachmentErrors(
  db: Db,
  ctx: DeskContext,
  kind: DeskKind,
  value: Record<string, unknown>,
  log: FastifyBaseLogger,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const [field, allowed] of Object.entries(kind.attachments)) {
    for (const id of (value[field] as string[] | undefined) ?? []) {
      const type = await mediaTypeOf(db, id);
      if (!type) errors[field] = MISSING_FILE;
      // Named, and forgotten when no item uses it (media/refusedAtSave.ts).
      else if (allowed === "image" && !type.startsWith("image/"))
        errors[field] = await refuseAttachment(db, ctx.db, ctx.files, id, log);
    }
  }
  return errors;
}

export type RecordKind = DeskKind & { schema: WriteSchema };

/** What the routes of one kind share: its table, paths, schemas and answers, and the guarded
 * change of a stored item. */
export function recordTools(app: FastifyInstance, ctx: DeskContext, kind: RecordKind) {
  const entity = kind.entity as EntityKind;
  const notFound: Refusal = { status: 404, body: { error: "This item does not exist (any more)." } };

  /** A body the schema took may still name files that are gone, or of the wrong kind. */
  const check = async (
    db: Db,
    value: Record<string, unknown>,
  ): Promise<{ value: Record<string, unknown> } | Refusal> => {
    const errors = await attachmentErrors(db, ctx, kind, value, app.log);
    return Object.keys(errors).length ? { status: 400, body: { message: INVALID, errors } } : { value };
  };
  const precondition = (db: Db, request: FastifyRequest, id: string, row: EntityRow) =>
    preconditionRefusal(db, request, { kind: kind.name, id, version: row.version, updatedAt: row.updatedAt });

  /** A change to a stored item: in one transaction, the item is read, its version checked against
   * If-Match, the change made and audited, and the uploads it no longer uses forgotten; their files
   * go only once that has committed. */
  const guardedChange = async (
    db: Db,
    request: FastifyRequest,
    change: (db: Db, id: string, before: EntityRow) => Promise<{ after: EntityRow } | Refusal>,
  ) => {
    const id = (request.params as { id: string }).id;
    let freed: string[] = [];
    let taken: string[] = [];
    const outcome = await immediately(db, async (db): Promise<{ after: EntityRow } | Refusal> => {
      const before = await entityRow(db, entity, id);
      if (!before) return notFound;
      const refusal = await precondition(db, request, id, before);
      if (refusal) return refusal;
      const changed = await change(db, id, before);
      if ("status" in changed) return changed;
      // A photo replaced or removed, or deleted with its item: caches must stop serving it.
      const kept = new Set(request.method === "DELETE" ? [] : attachmentRefs(kind, changed.after.body));
      taken = attachmentRefs(kind, before.body).filter((ref) => !kept.has(ref));
      freed = await forgetUnusedUploads(db, attachmentRefs(kind, before.body));
      return changed;
    });
    if (!("status" in outcome)) {
      await removeForgottenFiles(ctx.files, freed, request.log);
      ctx.cache.clear();
      await ctx.purger.published({ kind: entity, school: schoolOf(db), id, removedFiles: taken });
      if (entity === "alert") ctx.pushSender.wake();
    }
    return outcome;
  };

  return {
    kind,
    entity,
    base: `/api/desk/${kind.name}`,
    body: writeBody(kind),
    schemaChecks: checkedBody(app, kind),
    notFound,
    check,
    guardedChange,
    sendRow: async (db: Db, reply: FastifyReply, row: EntityRow) =>
      reply.header("ETag", etagOf(row.version)).send(await toRecord(db, kind, row)),
    refused: (reply: FastifyReply, refusal: Refusal) => reply.code(refusal.status).send(refusal.body),
  };
}

export type RecordTools = ReturnType<typeof recordTools>;
