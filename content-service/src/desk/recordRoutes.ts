import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { mediaTypeOf } from "../db/media";
import { immediately, inTransaction } from "../db/transaction";
import {
  deleteEntity,
  entityRow,
  entityRows,
  insertEntity,
  updateEntity,
  type EntityKind,
  type EntityRow,
} from "../db/entities";
import { etagOf } from "../http/entityTag";
import { refuseAttachment } from "../media/refusedAtSave";
import { randomName } from "../randomName";
import { changesBetween, recordAudit } from "./audit";
import { preconditionRefusal, type Refusal } from "./conflict";
import { INVALID, schoolDbOf, staffOf, type DeskContext } from "./context";
import { schoolOf } from "../db/schoolScope";
import type { Db } from "../db/open";
import { attachmentRefs, toBody, toRecord } from "./entityRecords";
import { DESK_KINDS, type DeskKind, type WriteSchema } from "@school/contract/desk/kinds";
import { writeBody } from "@school/contract/desk/writeBody";
import { checkedBody } from "./checkedBody";
import { ifMatchHeader, itemParams, listQuery } from "./recordSchemas";
import { sendList } from "./listQuery";
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

/** List, read, create, update and delete of one kind of public content, in the shape react-admin's
 * simple REST client expects. Every write is checked by the kind's schema, recorded in the audit
 * log, and visible in the public API at once; the caches in front have had its purge (or 2 s to
 * take it) before it is answered. A change names the version it was made to (If-Match), checked in
 * the transaction that writes it. */
function entityKindRoutes(app: FastifyInstance, ctx: DeskContext, kind: DeskKind & { schema: WriteSchema }) {
  const entity = kind.entity as EntityKind;
  const base = `/api/desk/${kind.name}`;
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
  const sendRow = async (db: Db, reply: FastifyReply, row: EntityRow) =>
    reply.header("ETag", etagOf(row.version)).send(await toRecord(db, kind, row));
  const refused = (reply: FastifyReply, refusal: Refusal) => reply.code(refusal.status).send(refusal.body);

  const body = writeBody(kind);
  const schemaChecks = checkedBody(app, kind);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    base,
    { schema: { summary: `${kind.label}: the list`, querystring: listQuery } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      return sendList(
        reply,
        kind.name,
        request.query,
        await Promise.all((await entityRows(db, entity)).map((row) => toRecord(db, kind, row))),
        kind,
      );
    },
  );

  typed.get(
    `${base}/:id`,
    { schema: { summary: `${kind.label}: one item`, params: itemParams } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const row = await entityRow(db, entity, request.params.id);
      return row ? sendRow(db, reply, row) : refused(reply, notFound);
    },
  );

  typed.post(
    base,
    { ...schemaChecks, bodyLimit: 512 * 1024, schema: { summary: `${kind.label}: publish an item`, body } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const checked = await check(db, request.body);
      if ("status" in checked) return refused(reply, checked);
      const id = `${kind.name}_${randomName().slice(0, 16)}`;
      const body = toBody(id, checked.value);
      const after = await inTransaction(db, async (db) => {
        await insertEntity(db, entity, id, body, "desk");
        await recordAudit(db, {
          actor: staffOf(request).email,
          action: "create",
          kind: kind.name,
          itemId: id,
          changes: body,
        });
        return (await entityRow(db, entity, id))!;
      });
      ctx.cache.clear();
      // Answered once the caches in front have had the purge (2 s at most): see purge/purger.ts.
      await ctx.purger.published({ kind: entity, school: schoolOf(db), id, removedFiles: [] });
      return sendRow(db, reply.code(201), after);
    },
  );

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
    }
    return outcome;
  };

  typed.put(
    `${base}/:id`,
    {
      ...schemaChecks,
      bodyLimit: 512 * 1024,
      schema: { summary: `${kind.label}: change an item`, params: itemParams, headers: ifMatchHeader, body },
    },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const outcome = await guardedChange(db, request, async (db, id, before) => {
        const checked = await check(db, request.body);
        if ("status" in checked) return checked;
        const body = toBody(id, checked.value);
        await updateEntity(db, entity, id, body);
        await recordAudit(db, {
          actor: staffOf(request).email,
          action: "update",
          kind: kind.name,
          itemId: id,
          changes: changesBetween(before.body, body),
        });
        return { after: (await entityRow(db, entity, id))! };
      });
      return "status" in outcome ? refused(reply, outcome) : sendRow(db, reply, outcome.after);
    },
  );

  typed.delete(
    `${base}/:id`,
    { schema: { summary: `${kind.label}: delete an item`, params: itemParams, headers: ifMatchHeader } },
    async (request, reply) => {
      const db = schoolDbOf(request);
      const outcome = await guardedChange(db, request, async (db, id, before) => {
        await deleteEntity(db, entity, id);
        await recordAudit(db, {
          actor: staffOf(request).email,
          action: "delete",
          kind: kind.name,
          itemId: id,
          changes: before.body,
        });
        return { after: before };
      });
      return "status" in outcome ? refused(reply, outcome) : reply.send(await toRecord(db, kind, outcome.after));
    },
  );
}

export async function recordRoutes(app: FastifyInstance, ctx: DeskContext) {
  for (const kind of DESK_KINDS)
    if (kind.entity && kind.schema) entityKindRoutes(app, ctx, { ...kind, schema: kind.schema });
}
