import { API_PATHS, apiPath } from "@school/contract/apiPaths";
import { mediaFacts } from "../db/media";
import { forSchool } from "../db/schoolScope";
import { indiaNow, noticesInForce } from "@school/contract/alerts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/open";
import { schoolSiteUrl } from "../db/schools";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { calendarEntryParams } from "@school/contract/apiParams";
import { entityRow, listEntities } from "../db/entities";
import { calendarEvent, icsDocument, schoolCalendarEvents, type CalendarContext } from "../feeds/calendar";
import { newsRss } from "../feeds/news";
import { PUBLIC_ANSWER_CACHE } from "@school/contract/desk/cachePolicy";
import { sendRepresentation } from "../http/sendRepresentation";

const ICS = "text/calendar; charset=utf-8";
const RSS = "application/rss+xml; charset=utf-8";
// Feeds follow the lists' rule: a calendar app or reader polls on its own schedule, and each poll
// sees what the desk saved.
const FEED_CACHE = PUBLIC_ANSWER_CACHE;

export interface FeedOptions {
  /** The public site's address, for the links to its pages, when the school has none of its own. */
  siteUrl: string;
  /** The service's own public address, for links inside the feeds: configured, never read from a
   * request, so that every request shares one cached feed. */
  serviceUrl: string;
}

type FeedContext = CalendarContext & { schoolName: string; serviceUrl: string };

/** The calendar file of one event or calendar entry, or null when neither has that id. */
async function calendarEntryDocument(db: Db, context: FeedContext, id: string) {
  for (const kind of ["event", "calendar"] as const) {
    const row = await entityRow(db, kind, id);
    const event = row ? calendarEvent(kind, row.body, context) : null;
    if (event) return icsDocument([event], context.schoolName);
  }
  return null;
}

/** The news feed: the news, newest first, with the notices in force at `now`. */
async function newsDocument(db: Db, context: FeedContext, now: string) {
  const base = context.serviceUrl;
  const notices = noticesInForce(await listEntities(db, "alert"), now);
  const items = (await listEntities(db, "news")).sort((a, b) =>
    String(b.fromDate ?? "").localeCompare(String(a.fromDate ?? "")),
  );
  // The enclosure is an item's first attachment (feeds/news.ts): its facts, looked up first.
  const facts = new Map<string, Awaited<ReturnType<typeof mediaFacts>>>();
  for (const item of items) {
    const first = Array.isArray(item.attachments) ? String(item.attachments[0] ?? "") : "";
    if (first && !facts.has(first)) facts.set(first, await mediaFacts(db, first));
  }
  return newsRss(
    items,
    {
      schoolName: context.schoolName,
      siteUrl: context.siteUrl,
      feedUrl: `${base}${apiPath(API_PATHS.newsFeed, { code: context.schoolCode })}`,
      imageUrl: (id) => `${base}${apiPath(API_PATHS.picture, { id })}`,
      attachment: (id) => {
        const row = facts.get(id);
        return row ? { type: row.type, bytes: row.bytes ?? 0 } : null;
      },
    },
    notices,
  );
}

/** Feeds a phone or a reader can follow: the school's events and academic calendar as iCalendar
 * (one feed to subscribe to, and one file per item to add), and its news as RSS 2.0. */
export async function feedRoutes(app: FastifyInstance, { siteUrl, serviceUrl }: FeedOptions) {
  // The feeds are the service's own school's.
  const db = forSchool(app.db, app.school.code);
  const { contentCache: cache } = app;
  const code = app.school.code;
  /** Read as each feed is made (and cached): the school's site may be changed while the service runs. */
  const contextNow = async (): Promise<FeedContext> => ({
    schoolCode: code,
    schoolName: app.school.name,
    siteUrl: await schoolSiteUrl(app.db, code, siteUrl),
    serviceUrl,
  });

  const feed = (summary: string) => ({ schema: { tags: ["feeds"], summary } });
  app.get(
    apiPath(API_PATHS.calendarFeed, { code }),
    feed("The school's events and calendar (iCalendar)"),
    async (request, reply) => {
      const rep = await cache.get(
        "feed|calendar",
        async () => {
          const context = await contextNow();
          return icsDocument(
            schoolCalendarEvents(await listEntities(db, "event"), await listEntities(db, "calendar"), context),
            `${context.schoolName}`,
          );
        },
        ICS,
      );
      return sendRepresentation(request, reply, rep!, FEED_CACHE);
    },
  );

  const oneEvent = {
    schema: {
      tags: ["feeds"],
      summary: "One event or calendar entry, to add to a calendar (iCalendar)",
      params: calendarEntryParams,
    },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(apiPath(API_PATHS.calendarEntry, { code }), oneEvent, async (request, reply) => {
      const id = /^(.+)\.ics$/.exec(request.params.file)?.[1] ?? "";
      const rep = await cache.get(
        `feed|calendar|${id}`,
        async () => calendarEntryDocument(db, await contextNow(), id),
        ICS,
      );
      if (!rep) return reply.code(404).send({ error: "No such event" });
      reply.header("Content-Disposition", `attachment; filename="${id.replace(/[^A-Za-z0-9_-]/g, "") || "event"}.ics"`);
      return sendRepresentation(request, reply, rep, FEED_CACHE);
    });

  app.get(apiPath(API_PATHS.newsFeed, { code }), feed("The school's news (RSS 2.0)"), async (request, reply) => {
    const now = indiaNow();
    // Kept per minute: the notices in force change with the time as well as with the data.
    const rep = await cache.get(`feed|news|${now}`, async () => newsDocument(db, await contextNow(), now), RSS);
    return sendRepresentation(request, reply, rep!, FEED_CACHE);
  });
}
