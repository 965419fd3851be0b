import { buffer } from "stream/consumers";
import { API_PATHS, apiPath } from "@school/contract/apiPaths";
import { isShareKind, itemPageAddress, pagePreviewImage } from "@school/contract/share";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { shareParams, shareQuery } from "@school/contract/apiParams";
import { getEntity } from "../db/entities";
import { mediaById, mediaByPath, type MediaRow } from "../db/media";
import type { Db } from "../db/open";
import { schoolByCode, schoolSiteUrl } from "../db/schools";
import { shareCover } from "../share/cover";
import { SHARE_PAGE_POLICY, shareNotFoundPage, sharePage } from "../share/sharePage";
import { SHARED_ENTITY, sharedItem, type SharedItem } from "../share/sharedItem";

/** A cover is drawn from a photo whose bytes never change (every upload gets a new id), so browsers
 * and a CDN keep it a day, as they keep the photo. */
const COVER_CACHE = "public, max-age=86400";
/** Drawing a cover takes a photo's decoding: an address may ask for a few a second, not more. */
const COVERS_PER_MINUTE = 120;

export interface ShareOptions {
  /** The public site's address, for the item's page, of a school without an address of its own. */
  siteUrl: string;
  /** The service's own public address, for the cover's. */
  serviceUrl: string;
}

/** Links a visitor shares from an item's page (issue 30): each previews as the item, where the
 * site's page, built before the item existed, can only preview as its kind of page. */
export async function shareRoutes(untyped: FastifyInstance, { siteUrl, serviceUrl }: ShareOptions) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  /** The public site of the school a request names. */
  const siteOf = (school: string | undefined) => schoolSiteUrl(app.db, school ?? app.school.code, siteUrl);
  /** The name of the school a request names, which its previews carry as their site's. */
  const nameOf = async (school: string | undefined) =>
    school ? ((await schoolByCode(app.db, school))?.name ?? app.school.name) : app.school.name;
  /** The item a request names, read as the site reads it, or why there is none. */
  async function find(kind: string, id: string, school: string | undefined) {
    const db = await app.schools.dbFor(school ?? app.school.code);
    if (!db || !isShareKind(kind)) return null;
    const row = await getEntity(db, SHARED_ENTITY[kind], id);
    const item = row && sharedItem(kind, row);
    return item ? { db, kind, item } : null;
  }

  const notFound = async (reply: FastifyReply, school: string | undefined) =>
    reply
      .code(404)
      .type("text/html; charset=utf-8")
      .header("Content-Security-Policy", SHARE_PAGE_POLICY)
      .send(shareNotFoundPage(await siteOf(school)));

  app.get(
    API_PATHS.share,
    { schema: { tags: ["content"], summary: "An item's link preview", params: shareParams, querystring: shareQuery } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const found = await find(kind, id, request.query.school);
      if (!found) return notFound(reply, request.query.school);
      const site = await siteOf(request.query.school);
      const cover = found.item.cover && (await photoOf(found.db, found.item));
      const school = request.query.school ? `?school=${encodeURIComponent(request.query.school)}` : "";
      const html = sharePage({
        item: found.item,
        pageUrl: `${site}${itemPageAddress(found.item.page, id)}`,
        imageUrl: cover
          ? `${serviceUrl}${apiPath(API_PATHS.shareCover, { kind, id })}${school}`
          : `${site}${pagePreviewImage(found.item.page)}`,
        imageAlt: cover ? `A photo from ${found.item.title}` : found.item.title,
        siteName: await nameOf(request.query.school),
      });
      return reply
        .type("text/html; charset=utf-8")
        .header("Cache-Control", app.answerCaching.item)
        .header("Content-Security-Policy", SHARE_PAGE_POLICY)
        .send(html);
    },
  );

  app.get(
    API_PATHS.shareCover,
    {
      schema: {
        tags: ["content"],
        summary: "An item's link preview picture",
        params: shareParams,
        querystring: shareQuery,
      },
      config: { rateLimit: { max: COVERS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const found = await find(request.params.kind, request.params.id, request.query.school);
      const photo = found && (await photoOf(found.db, found.item));
      const file = photo && (await app.files.open("media", photo.file));
      if (!file) return reply.code(404).send({ error: "This item has no photo" });
      return reply
        .type("image/jpeg")
        .header("Cache-Control", COVER_CACHE)
        .send(await shareCover(await buffer(file.body)));
    },
  );
}

/** The stored photo an item's cover is drawn from: its first attachment, when that is a picture. */
async function photoOf(db: Db, item: SharedItem): Promise<MediaRow | null> {
  if (!item.cover) return null;
  const row = (await mediaById(db, item.cover)) ?? (await mediaByPath(db, item.cover));
  return row?.type.startsWith("image/") ? row : null;
}
