import { API_PATHS } from "@school/contract/apiPaths";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { grantedFile } from "../db/certificates";
import { mediaById, mediaByPath, type MediaRow } from "../db/media";
import { acrossSchools } from "../db/schoolScope";
import { idParams, nameQuery, URL_REQUIRED, widthQuery } from "@school/contract/apiParams";
import { acceptsType } from "../http/acceptsType";
import { sendFile } from "../http/sendFile";
import vary from "vary";
import { photoFile } from "../media/photoCopies";

/** Public pictures and documents may be kept by browsers and a CDN for a day: a photo removed at
 * the desk does not linger for a year. Within that day they are `immutable` (a reload does not ask
 * again): the bytes behind an address never change, since every upload gets a new id and its copies
 * are written once beside it. */
const PUBLIC_CACHE = "public, max-age=86400, immutable";
/** A transfer certificate is a pupil's record: no cache anywhere may keep it. */
const PRIVATE_CACHE = "private, no-store";

/** The address a certificate lookup answers: `tc/<token>.jpg`. */
export const CERTIFICATE_PATH = /^tc\/([A-Za-z0-9_-]{32})\.jpg$/;
export const certificatePath = (token: string) => `tc/${token}.jpg`;

/** The width `?w=` asks for, in pixels, or undefined for none or for anything that is not a width
 * (the original is sent then, as SPEC's address without the parameter does). */
export function requestedWidth(value: unknown): number | undefined {
  const width = typeof value === "string" && /^\d{1,5}$/.test(value) ? Number(value) : 0;
  return width > 0 ? width : undefined;
}

/** Attachments by id, stored files by the name they were published under, and a certificate only
 * through a live token from its lookup. Every file is found through the database, never by
 * joining a requested path to a folder, so nothing outside the media store can be reached. */
export async function imageRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  // Files are found by ids and tokens no one can guess, whichever school published them.
  const db = acrossSchools(app.db);
  const { files } = app;

  // `?w=480` (an addition to SPEC's address, which stays the original) asks for the stored copy of a
  // photo at least that wide (480 or 960 px), or the photo itself when it has none so wide; in WebP
  // where the browser says it takes WebP (media/photoCopies.ts).
  const sendMedia = (request: FastifyRequest, reply: FastifyReply, row: MediaRow, width: string | undefined) => {
    const photo = photoFile(row, requestedWidth(width), acceptsType(request.headers.accept, "image/webp"));
    if (photo.negotiated) reply.header("vary", vary.append(String(reply.getHeader("vary") ?? ""), "Accept"));
    return sendFile(request, reply, files, "media", photo.file, photo.type, PUBLIC_CACHE);
  };

  const byId = {
    tags: ["content"],
    summary: "An attachment (photo or PDF) by its id",
    params: idParams,
    querystring: widthQuery,
  };
  app.get(API_PATHS.picture, { schema: byId }, async (request, reply) => {
    const row = await mediaById(db, request.params.id);
    if (!row) return reply.code(404).send({ error: "No such attachment" });
    return sendMedia(request, reply, row, request.query.w);
  });

  const byName = {
    tags: ["content"],
    summary: "A file by the name it was published under, or a transfer certificate by its lookup's address",
    querystring: nameQuery,
  };
  app.get(API_PATHS.pictureByName, { schema: byName }, async (request, reply) => {
    const url = request.query.url;
    if (!url || url.length > 300) return reply.code(400).send({ error: URL_REQUIRED });
    const token = CERTIFICATE_PATH.exec(url)?.[1];
    if (token) {
      const file = await grantedFile(db, token);
      if (!file) return reply.code(404).send({ error: "No such file" });
      return sendFile(request, reply, files, "certificates", file, "image/jpeg", PRIVATE_CACHE);
    }
    const row = await mediaByPath(db, url);
    if (!row) return reply.code(404).send({ error: "No such file" });
    return sendMedia(request, reply, row, request.query.w);
  });
}
