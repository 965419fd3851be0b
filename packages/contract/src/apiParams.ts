/**
 * The params and queries of the public calls (apiPaths.ts), as zod states them: the service checks
 * each request with them before its handler runs and describes the API from them. A value is read
 * as text, as it arrives; what the handler checks further (an unknown school, a width it has no copy
 * of) it answers in its own words.
 */
import * as z from "zod/mini";

const text = (description: string) => z.string().check(z.meta({ description }));

export const UNKNOWN_SCHOOL = "Unknown school code";
export const ID_REQUIRED = "The id parameter is required";
export const URL_REQUIRED = "The url parameter is required";

export const schoolParams = z.object({ code: text("The school's code, such as DPSSWB (SPEC §7)") });

export const idParams = z.object({ id: text("The item's id") });

export const itemQuery = z.object({
  id: z.optional(z.string({ error: ID_REQUIRED }).check(z.meta({ description: "The item's id" }))),
  school: z.optional(
    z
      .string({ error: UNKNOWN_SCHOOL })
      .check(z.meta({ description: "The school's code; the service's own school when left out" })),
  ),
});

/** `?w=`, an addition to SPEC's address: text that is not a width asks for the original. */
const width = z.optional(
  text("A width in pixels: the smallest stored copy at least that wide (480 or 960), or the original"),
);

export const widthQuery = z.object({ w: width });

export const nameQuery = z.object({
  url: z.string({ error: URL_REQUIRED }).check(z.meta({ description: "The file's published name" })),
  w: width,
});

/** The service's own school's calendar: its code is part of the path itself. */
export const calendarEntryParams = z.object({ file: text("<id>.ics") });

export const shareParams = z.object({
  // Any other kind is answered with the page that says the item is not there.
  kind: text("album, post or news"),
  id: text("The item's id"),
});

export const shareQuery = z.object({
  school: z.optional(text("The school's code; the service's own when left out")),
});
