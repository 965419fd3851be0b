import { API_PATHS } from "@school/contract/apiPaths";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { getEntity, listEntities, type EntityBody, type EntityKind } from "../db/entities";
import { indiaTodayIso } from "@school/contract/indiaToday";
import { ID_REQUIRED, itemQuery, schoolParams, UNKNOWN_SCHOOL } from "@school/contract/apiParams";
import { PUBLIC_ANSWER_CACHE } from "@school/contract/desk/cachePolicy";
import { sendRepresentation } from "../http/sendRepresentation";
import { storedItem } from "../http/storedAnswers";

const dateOf = (row: EntityBody) => String(row.date ?? row.fromDate ?? "");
/** An event's last day: its toDate when it runs over several days (SPEC's "date or toDate"). */
const lastDayOf = (row: EntityBody) => String(row.toDate ?? dateOf(row));
const newestFirst = (rows: EntityBody[]) => [...rows].sort((a, b) => dateOf(b).localeCompare(dateOf(a)));

/** Every list of SPEC §7. `shape` picks and orders what the path returns. */
const LISTS: { path: string; kind: EntityKind; summary: string; shape?: (rows: EntityBody[]) => EntityBody[] }[] = [
  {
    path: API_PATHS.highlights,
    kind: "highlight",
    summary: "The highlights of the home page's moving line",
    shape: (rows) => rows.filter((r) => r.category === "Highlight"),
  },
  { path: API_PATHS.allHighlights, kind: "highlight", summary: "Every highlight and notice" },
  {
    path: API_PATHS.latestNews,
    kind: "news",
    summary: "The 10 newest news items",
    shape: (rows) => newestFirst(rows).slice(0, 10),
  },
  { path: API_PATHS.allNews, kind: "news", summary: "Every news item, newest first", shape: newestFirst },
  {
    path: API_PATHS.upcomingEvents,
    kind: "event",
    summary: "Events not over yet (India's day), soonest first",
    // Upcoming: not over yet on the school's day, so an event of several days stays until its last one.
    shape: (rows) =>
      rows.filter((r) => lastDayOf(r) >= indiaTodayIso()).sort((a, b) => dateOf(a).localeCompare(dateOf(b))),
  },
  { path: API_PATHS.allEvents, kind: "event", summary: "Every event, newest first", shape: newestFirst },
  { path: API_PATHS.birthdays, kind: "birthday", summary: "The birthdays the desk has published" },
  {
    path: API_PATHS.photoGalleries,
    kind: "gallery",
    summary: "The photo albums, newest first",
    shape: (rows) => newestFirst(rows.filter((r) => r.category === "PhotoGallery")),
  },
  {
    path: API_PATHS.allGalleryItems,
    kind: "gallery",
    summary: "Every album and activity, newest first",
    shape: newestFirst,
  },
  { path: API_PATHS.blogPosts, kind: "blog", summary: "Every blog post, newest first", shape: newestFirst },
  { path: API_PATHS.toppers, kind: "topper", summary: "The toppers" },
  { path: API_PATHS.registrations, kind: "registration", summary: "The online registration notices" },
  { path: API_PATHS.calendar, kind: "calendar", summary: "The academic calendar's entries" },
];

export async function contentRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const { contentCache: cache, schools, answerCaching } = app;
  for (const list of LISTS) {
    const schema = { tags: ["content"], summary: list.summary, params: schoolParams };
    const answer = { schema: { type: "array", items: storedItem(list.kind) }, description: list.summary };
    app.get(list.path, { schema, config: { answer } }, async (request, reply) => {
      const { code } = request.params;
      const db = await schools.dbFor(code);
      if (!db) return reply.code(404).send({ error: UNKNOWN_SCHOOL });
      const rep = await cache.get(`${code}|${list.path}`, async () => {
        const rows = await listEntities(db, list.kind);
        return list.shape ? list.shape(rows) : rows;
      });
      return sendRepresentation(request, reply, rep!, PUBLIC_ANSWER_CACHE);
    });
  }

  // SPEC's item paths carry no school code: they answer the service's own school, or `school`'s.
  const detail = (path: string, kind: EntityKind) =>
    app.get(
      path,
      {
        schema: { tags: ["content"], summary: `One ${kind} item by its id`, querystring: itemQuery },
        config: { answer: { schema: storedItem(kind), description: `The ${kind} item` } },
      },
      async (request, reply) => {
        const { id, school = app.school.code } = request.query;
        if (!id?.trim()) return reply.code(400).send({ error: ID_REQUIRED });
        const db = await schools.dbFor(school);
        if (!db) return reply.code(404).send({ error: UNKNOWN_SCHOOL });
        const rep = await cache.get(`${school}|${kind}|${id.trim()}`, () => getEntity(db, kind, id.trim()));
        return rep
          ? sendRepresentation(request, reply, rep, answerCaching.item)
          : reply.code(404).send({ error: "Not found" });
      },
    );
  detail(API_PATHS.blogPost, "blog");
  detail(API_PATHS.galleryItem, "gallery");
}
