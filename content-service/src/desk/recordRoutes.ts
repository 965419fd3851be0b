import type { FastifyInstance } from "fastify";
import { deleteEntity, entityRow, entityRows, insertEntity, referencedAttachments, updateEntity, type EntityKind } from "../db/entities";
import { removeUnusedUploads } from "../media/store";
import { randomName } from "../randomName";
import { changesBetween, recordAudit } from "./audit";
import { INVALID, staffOf, type DeskContext } from "./context";
import { attachmentRefs, beforeCheck, toBody, toRecord } from "./entityRecords";
import { DESK_KINDS, validateRecord, type DeskKind } from "./kinds";
import { sendList } from "./listQuery";

const MISSING_FILE = "A file of this item is no longer stored. Remove it and upload it again.";

/** Attachments must be files uploaded to this service, of the kind the field takes. */
function attachmentErrors(ctx: DeskContext, kind: DeskKind, value: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, allowed] of Object.entries(kind.attachments)) {
    for (const id of (value[field] as string[] | undefined) ?? []) {
      const row = ctx.db.prepare("SELECT type FROM media WHERE id = ?").get(id) as { type: string } | undefined;
      if (!row) errors[field] = MISSING_FILE;
      else if (allowed === "image" && !row.type.startsWith("image/")) errors[field] = "Only photos can go here.";
    }
  }
  return errors;
}

/** List, read, create, update and delete of one kind of public content, in the shape react-admin's
 * simple REST client expects. Every write is checked by the kind's schema, recorded in the audit
 * log, and visible in the public API at once. */
function entityKindRoutes(app: FastifyInstance, ctx: DeskContext, kind: DeskKind) {
  const { db } = ctx;
  const entity = kind.entity as EntityKind;
  const base = `/api/desk/${kind.name}`;
  const notFound = { error: "This item does not exist (any more)." };

  const check = (body: unknown) => {
    const { value, errors } = validateRecord(kind, beforeCheck(kind, body));
    return { value, errors: Object.keys(errors).length ? errors : attachmentErrors(ctx, kind, value) };
  };
  const afterWrite = (before: string[]) => {
    removeUnusedUploads(db, ctx.dataDir, before, referencedAttachments(db));
    ctx.cache.clear();
  };

  app.get<{ Querystring: Record<string, unknown> }>(base, async (request, reply) =>
    sendList(reply, kind.name, request.query, entityRows(db, entity).map((row) => toRecord(db, kind, row)), kind),
  );

  app.get<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
    const row = entityRow(db, entity, request.params.id);
    return row ? toRecord(db, kind, row) : reply.code(404).send(notFound);
  });

  app.post<{ Body: unknown }>(base, { bodyLimit: 512 * 1024 }, async (request, reply) => {
    const { value, errors } = check(request.body);
    if (Object.keys(errors).length) return reply.code(400).send({ message: INVALID, errors });
    const id = `${kind.name}_${randomName().slice(0, 16)}`;
    const body = toBody(id, value);
    db.transaction(() => {
      insertEntity(db, entity, id, body, "desk");
      recordAudit(db, { actor: staffOf(request).email, action: "create", kind: kind.name, itemId: id, changes: body });
    })();
    ctx.cache.clear();
    return reply.code(201).send(toRecord(db, kind, entityRow(db, entity, id)!));
  });

  app.put<{ Params: { id: string }; Body: unknown }>(`${base}/:id`, { bodyLimit: 512 * 1024 }, async (request, reply) => {
    const id = request.params.id;
    const before = entityRow(db, entity, id);
    if (!before) return reply.code(404).send(notFound);
    const { value, errors } = check(request.body);
    if (Object.keys(errors).length) return reply.code(400).send({ message: INVALID, errors });
    const body = toBody(id, value);
    db.transaction(() => {
      updateEntity(db, entity, id, body);
      recordAudit(db, { actor: staffOf(request).email, action: "update", kind: kind.name, itemId: id, changes: changesBetween(before.body, body) });
    })();
    afterWrite(attachmentRefs(kind, before.body));
    return toRecord(db, kind, entityRow(db, entity, id)!);
  });

  app.delete<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
    const id = request.params.id;
    const before = entityRow(db, entity, id);
    if (!before) return reply.code(404).send(notFound);
    const record = toRecord(db, kind, before);
    db.transaction(() => {
      deleteEntity(db, entity, id);
      recordAudit(db, { actor: staffOf(request).email, action: "delete", kind: kind.name, itemId: id, changes: before.body });
    })();
    afterWrite(attachmentRefs(kind, before.body));
    return record;
  });
}

export function recordRoutes(app: FastifyInstance, ctx: DeskContext) {
  for (const kind of DESK_KINDS) if (kind.entity) entityKindRoutes(app, ctx, kind);
}
