import type * as z from "zod/mini";
import { birthdayWrite } from "@school/contract/entities/birthday";
import { birthdayRead } from "@school/contract/entities/birthdayRead";
import { blogWrite } from "@school/contract/entities/blog";
import { blogRead } from "@school/contract/entities/blogRead";
import { calendarWrite } from "@school/contract/entities/calendar";
import { calendarRead } from "@school/contract/entities/calendarRead";
import { certificateWrite } from "@school/contract/entities/certificate";
import { readList, readOne, type Reader } from "@school/contract/entities/entityReader";
import { eventWrite } from "@school/contract/entities/event";
import { eventRead } from "@school/contract/entities/eventRead";
import { fieldMessages } from "@school/contract/entities/fieldMessages";
import { galleryWrite } from "@school/contract/entities/gallery";
import { galleryRead } from "@school/contract/entities/galleryRead";
import { highlightWrite } from "@school/contract/entities/highlight";
import { highlightRead } from "@school/contract/entities/highlightRead";
import { newsWrite } from "@school/contract/entities/news";
import { newsRead } from "@school/contract/entities/newsRead";
import { registrationWrite } from "@school/contract/entities/registration";
import { registrationRead } from "@school/contract/entities/registrationRead";
import { submissionWrite } from "@school/contract/entities/submission";
import { topperWrite } from "@school/contract/entities/topper";
import { topperRead } from "@school/contract/entities/topperRead";

/** Each field's first message, as the service answers them; {} when the body is taken. */
const messagesOf = (schema: z.ZodMiniObject, body: unknown) => {
  const read = schema.safeParse(body);
  return read.success ? {} : fieldMessages(read.error.issues);
};

const news = { title: "Sports Day", fromDate: "2026-11-20" };
const event = { title: "Annual Day", date: "2026-12-05" };
const gallery = { category: "PhotoGallery", title: "Sports Day", date: "2026-11-20", attachments: ["img_1"] };
const topper = { name: "Asha", division: 97.4, class: "XII", sessionYear: "2024-2025" };
const blog = { title: "Reading", description: "<p>Why we read</p>", date: "2026-11-20" };
const birthday = { name: "Asha", class: "VII-B", day: "26 July" };
const registration = { title: "Portal", url: "https://portal.example/apply" };
const HIDDEN = (field: string) =>
  `Remove the hidden formatting characters from the ${field}: type it again rather than paste it.`;

describe("the write schemas refuse with the desk's words", () => {
  it.each<[string, z.ZodMiniObject, Record<string, unknown>, Record<string, string>]>([
    ["a body without its fields", newsWrite, {}, { title: "Enter the title.", fromDate: "Enter the date." }],
    [
      "text that is only invisible characters",
      newsWrite,
      { ...news, title: " \u200b\u202e " },
      { title: "Enter the title." },
    ],
    [
      "a title too long",
      newsWrite,
      { ...news, title: "x".repeat(201) },
      { title: "Title must be 200 characters or fewer." },
    ],
    // Counted in UTF-16 units, as yup counts in the public forms: 101 emoji are 202 units.
    [
      "a title of 101 emoji",
      newsWrite,
      { ...news, title: "😀".repeat(101) },
      { title: "Title must be 200 characters or fewer." },
    ],
    ["control characters", newsWrite, { ...news, description: "a\u0007b" }, { description: HIDDEN("description") }],
    ...["\u202E", "\u2067", "\uD800", "\uDC00", "\u0000", "\t"].map(
      (char): [string, z.ZodMiniObject, Record<string, unknown>, Record<string, string>] => [
        `a title holding U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")} inside`,
        newsWrite,
        { ...news, title: `Fete notice ${char}fdp.exe` },
        { title: HIDDEN("title") },
      ],
    ),
    [
      "a line break in a title, where a description takes line breaks and tabs",
      newsWrite,
      { ...news, title: "Fete\nnotice", description: "Races at 9.\r\n\tBring water." },
      { title: HIDDEN("title") },
    ],
    [
      "a right-to-left override in a post and in its picture description",
      blogWrite,
      { ...blog, description: "<p>Read \u202Etxt.exe</p>", alt: "A \u202Edrawing" },
      { description: HIDDEN("post"), alt: HIDDEN("picture description") },
    ],
    [
      "a NUL in a registration's address",
      registrationWrite,
      { ...registration, url: "https://portal.example/\u0000apply" },
      { url: HIDDEN("address") },
    ],
    [
      "a right-to-left override in a birthday's class",
      birthdayWrite,
      { ...birthday, class: "VII\u202EB" },
      { class: HIDDEN("class") },
    ],
    [
      "a date in another shape",
      newsWrite,
      { ...news, fromDate: "20 Nov" },
      { fromDate: "Date must be a date (YYYY-MM-DD)." },
    ],
    [
      "a day the calendar has not",
      newsWrite,
      { ...news, fromDate: "2026-02-30" },
      { fromDate: "Date must be a real date." },
    ],
    [
      "an upload id of another shape",
      newsWrite,
      { ...news, attachments: ["../../etc/passwd"] },
      { attachments: "Upload the file again." },
    ],
    [
      "an empty upload id",
      newsWrite,
      { ...news, attachments: ["img_1", ""] },
      { attachments: "Upload the file again." },
    ],
    [
      "too many files",
      newsWrite,
      { ...news, attachments: ["a", "b", "c", "d", "e", "f"] },
      { attachments: "At most 5 files." },
    ],
    // A wrong entry is named before the count, as it was when yup checked the lists.
    [
      "too many files, one of them wrong",
      newsWrite,
      { ...news, attachments: ["a", "b", "c", "d", "e", "f g"] },
      { attachments: "Upload the file again." },
    ],
    [
      "a category of none",
      highlightWrite,
      { ...news, category: "Advert" },
      { category: "Choose Highlight or Notice." },
    ],
    ["no category", highlightWrite, news, { category: "Choose Highlight or Notice." }],
    [
      "a last date before the date",
      eventWrite,
      { ...event, toDate: "2026-12-01" },
      { toDate: "Last date cannot be before the date." },
    ],
    [
      "a last date before the date, and no title",
      eventWrite,
      { date: "2026-12-05", toDate: "2026-12-01" },
      { title: "Enter the title.", toDate: "Last date cannot be before the date." },
    ],
    [
      "a last date in another shape",
      eventWrite,
      { ...event, toDate: "5 Dec" },
      { toDate: "Last date must be a date (YYYY-MM-DD)." },
    ],
    [
      "a last date the calendar has not",
      eventWrite,
      { ...event, toDate: "2026-02-30" },
      { toDate: "Last date must be a real date." },
    ],
    [
      "a time that names none",
      eventWrite,
      { ...event, time: "25:00" },
      { time: "Time must read like 08:00 am or 4:30 pm (hours, minutes, then am or pm), or be left empty." },
    ],
    [
      "too many pictures",
      eventWrite,
      { ...event, images: Array.from({ length: 11 }, (_, i) => `img_${i}`) },
      { images: "At most 10 pictures." },
    ],
    [
      "no birthday",
      birthdayWrite,
      { ...birthday, day: " " },
      { day: "Enter the birthday: the day and then the month, such as 26 July." },
    ],
    [
      "a birthday at a time the clock has not",
      birthdayWrite,
      { ...birthday, day: "2026-11-28T25:61" },
      { day: "Write the day and then the month, such as 26 July or 26/07." },
    ],
    [
      "a birthday that names no day",
      birthdayWrite,
      { ...birthday, day: "31 February" },
      { day: "Write the day and then the month, such as 26 July or 26/07." },
    ],
    [
      "a class too long",
      birthdayWrite,
      { ...birthday, class: "x".repeat(31) },
      { class: "Class must be 30 characters or fewer." },
    ],
    [
      "an album without photos",
      galleryWrite,
      { ...gallery, attachments: [] },
      { attachments: "Add at least one photo." },
    ],
    [
      "an album without its list",
      galleryWrite,
      { ...gallery, attachments: undefined },
      { attachments: "Add at least one photo." },
    ],
    [
      "an album of no place",
      galleryWrite,
      { ...gallery, category: "Elsewhere" },
      { category: "Choose where the album appears." },
    ],
    ["no score", topperWrite, { ...topper, division: undefined }, { division: "Enter the score." }],
    [
      "a score that is not a number",
      topperWrite,
      { ...topper, division: Number.NaN },
      { division: "Score must be a number." },
    ],
    ["a score over 100", topperWrite, { ...topper, division: 100.5 }, { division: "Score must be between 0 and 100." }],
    ["a score under 0", topperWrite, { ...topper, division: -1 }, { division: "Score must be between 0 and 100." }],
    ["a class of none", topperWrite, { ...topper, class: "xii" }, { class: "Choose X or XII." }],
    [
      "a session in another shape",
      topperWrite,
      { ...topper, sessionYear: "2024-25" },
      { sessionYear: "Enter the session, such as 2024-2025." },
    ],
    [
      "a session of years apart",
      topperWrite,
      { ...topper, sessionYear: "2024-2026" },
      { sessionYear: "The session's years must follow each other, such as 2024-2025." },
    ],
    [
      "a stream too long",
      topperWrite,
      { ...topper, stream: "x".repeat(51) },
      { stream: "Stream must be 50 characters or fewer." },
    ],
    [
      "a post with nothing to read",
      blogWrite,
      { ...blog, description: "<script>x</script><p>&nbsp;</p>" },
      { description: "Write the post." },
    ],
    ["no post", blogWrite, { ...blog, description: "" }, { description: "Write the post." }],
    [
      "a post too long",
      blogWrite,
      { ...blog, description: `<p>${"x".repeat(100_000)}</p>` },
      { description: "The post must be 100,000 characters or fewer." },
    ],
    [
      "a picture description too long",
      blogWrite,
      { ...blog, alt: "x".repeat(201) },
      { alt: "Picture description must be 200 characters or fewer." },
    ],
    ["a day without its title", calendarWrite, { date: "2026-11-20" }, { title: "Enter the title." }],
    [
      "no address",
      registrationWrite,
      { ...registration, url: "  " },
      { url: "Enter the address of the registration page." },
    ],
    [
      "an address of another scheme",
      registrationWrite,
      { ...registration, url: "javascript:alert(1)" },
      { url: "Enter a full web address, starting with https://." },
    ],
    [
      "an address too long",
      registrationWrite,
      { ...registration, url: `https://x.example/${"a".repeat(483)}` },
      { url: "The address must be 500 characters or fewer." },
    ],
    [
      "a certificate without its scan",
      certificateWrite,
      { admission: "A1", name: "Asha Roy" },
      { image: "Upload the certificate (a photo or scan)." },
    ],
    [
      "a certificate's scan of another shape",
      certificateWrite,
      { admission: "A1", name: "Asha Roy", image: "a/b.jpg" },
      { image: "Upload the certificate again." },
    ],
    [
      "a certificate without its names",
      certificateWrite,
      { image: "scan_1" },
      { admission: "Enter the admission number.", name: "Enter the student full name." },
    ],
    ["handled, not said", submissionWrite, {}, { handled: "Say whether it has been handled." }],
    ["handled, said in words", submissionWrite, { handled: "yes" }, { handled: "Say whether it has been handled." }],
  ])("%s", (_case, schema, body, messages) => {
    expect(messagesOf(schema, body)).toEqual(messages);
  });
});

describe("the write schemas store what they take in one shape", () => {
  it.each<[string, z.ZodMiniObject, Record<string, unknown>, Record<string, unknown>]>([
    [
      "text cleaned at both ends, defaults for what was left out",
      newsWrite,
      { ...news, title: "\u200b Sports Day \u202e" },
      { ...news, description: "", attachments: [] },
    ],
    [
      "SPEC's time, and no last date",
      eventWrite,
      { ...event, time: " 8:00 AM " },
      { ...event, description: "", toDate: "", time: "08:00 am", venue: "", images: [], attachments: [] },
    ],
    [
      "a last date on the date",
      eventWrite,
      { ...event, toDate: "2026-12-05" },
      { ...event, description: "", toDate: "2026-12-05", time: "", venue: "", images: [], attachments: [] },
    ],
    [
      "the day and month as the office reads them",
      birthdayWrite,
      { ...birthday, day: "26/07/2014" },
      { ...birthday, attachments: [] },
    ],
    [
      "29 February, a birthday too",
      birthdayWrite,
      { ...birthday, day: "Feb 29" },
      { ...birthday, day: "29 February", attachments: [] },
    ],
    [
      "a 200-character title",
      newsWrite,
      { ...news, title: "x".repeat(200) },
      { ...news, title: "x".repeat(200), description: "", attachments: [] },
    ],
    [
      "the address without spaces around it",
      registrationWrite,
      { ...registration, url: " https://portal.example/apply " },
      { ...registration, attachments: [] },
    ],
    ["handled", submissionWrite, { handled: false, note: "dropped" }, { handled: false }],
  ])("%s", (_case, schema, body, stored) => {
    expect(schema.safeParse(body)).toEqual({ success: true, data: stored });
  });
});

describe("the read schemas read what the write schemas store", () => {
  it.each<[string, z.ZodMiniObject, Reader<{ id: string | null }>, Record<string, unknown>, Record<string, unknown>]>([
    [
      "a highlight",
      highlightWrite,
      highlightRead,
      { ...news, category: "Notice", attachments: ["pdf_1"] },
      { category: "Notice", title: "Sports Day", fromDate: "2026-11-20", attachments: ["pdf_1"] },
    ],
    [
      "a news item",
      newsWrite,
      newsRead,
      { ...news, description: "Races" },
      { title: "Sports Day", description: "Races", fromDate: "2026-11-20", attachments: [] },
    ],
    [
      "an event",
      eventWrite,
      eventRead,
      { ...event, time: "8:00 AM", venue: "Hall" },
      {
        serviceId: "x1",
        title: "Annual Day",
        description: null,
        date: "2026-12-05",
        toDate: null,
        time: "08:00 am",
        venue: "Hall",
        images: [],
        attachments: [],
      },
    ],
    [
      "a birthday",
      birthdayWrite,
      birthdayRead,
      { ...birthday, attachments: ["img_1"] },
      { name: "Asha", className: "VII-B", image: "img_1", day: "26 July" },
    ],
    [
      "an album",
      galleryWrite,
      galleryRead,
      gallery,
      {
        category: "PhotoGallery",
        title: "Sports Day",
        date: "2026-11-20",
        description: "",
        attachments: ["img_1"],
        captions: [""],
      },
    ],
    [
      "a topper",
      topperWrite,
      topperRead,
      topper,
      { name: "Asha", stream: "", division: 97.4, className: "XII", sessionYear: "2024-2025", photo: null },
    ],
    [
      "a blog post",
      blogWrite,
      blogRead,
      blog,
      {
        title: "Reading",
        description: "<p>Why we read</p>",
        excerpt: "Why we read",
        date: "2026-11-20",
        attachments: [],
        alt: "Reading",
      },
    ],
    [
      "a day of the calendar",
      calendarWrite,
      calendarRead,
      { title: "Exams", date: "2026-11-20" },
      { title: "Exams", date: "2026-11-20", attachments: [] },
    ],
    [
      "a registration link",
      registrationWrite,
      registrationRead,
      registration,
      { title: "Portal", url: "https://portal.example/apply", attachments: [] },
    ],
  ])("%s", (_case, write, read, body, entity) => {
    const stored = write.safeParse(body);
    expect(stored.success).toBe(true);
    // The service leaves out optional text left empty (toBody in content-service/src/desk/entityRecords.ts).
    const served = { _id: "x1", ...Object.fromEntries(Object.entries(stored.data ?? {}).filter(([, v]) => v !== "")) };
    expect(readOne(read)(served)).toEqual({ id: "x1", ...entity });
  });
});

describe("the read schemas read any payload without throwing", () => {
  const readers = {
    highlights: readList(highlightRead),
    news: readList(newsRead),
    events: readList(eventRead),
    birthdays: readList(birthdayRead),
    gallery: readList(galleryRead),
    toppers: readList(topperRead),
    blog: readList(blogRead),
    calendar: readList(calendarRead),
    registrations: readList(registrationRead),
  };
  const garbage: unknown[] = [null, 42, "rows", { data: { title: "x" } }, [null, 7, "x", [], true]];

  it.each(Object.entries(readers).flatMap(([name, read]) => garbage.map((payload) => [name, read, payload] as const)))(
    "%s reads %j as no rows",
    (_name, read, payload) => {
      expect(read(payload)).toEqual([]);
    },
  );

  it.each<[string, unknown, unknown]>([
    ["a title of another type", [{ title: { text: "x" } }, { title: 2026 }], [{ id: "item-1", title: "2026" }]],
    ["a date of another type", [{ title: "A", fromDate: ["2026-11-20"] }], [{ fromDate: null }]],
    ["another host's date field", [{ title: "A", date: "2026-11-20T10:00:00Z" }], [{ fromDate: "2026-11-20" }]],
    [
      "an id of another type",
      [
        { _id: { $oid: "x" }, title: "A" },
        { id: 7, title: "B" },
      ],
      [{ id: "item-0" }, { id: "7" }],
    ],
    ["a description that is a list", [{ title: "A", description: ["x"] }], [{ description: "" }]],
    ["HTML in the title", [{ title: "<b>Sports</b> &amp; games" }], [{ title: "Sports & games" }]],
  ])("news: %s", (_case, payload, expected) => {
    expect(readers.news(payload)).toMatchObject(expected as object);
  });

  it.each<[string, unknown, unknown]>([
    ["a score in words", [{ name: "A", division: "97.4%", class: "xii" }], [{ division: 97.4, className: "XII" }]],
    ["a score that names none", [{ name: "A", division: { score: 9 } }], [{ division: null }]],
    ["another host's class field", [{ name: "A", className: "x" }], [{ className: "X" }]],
    ["a photo given alone", [{ name: "A", attachments: { url: "a/b.jpg" } }], [{ photo: "a/b.jpg" }]],
  ])("toppers: %s", (_case, payload, expected) => {
    expect(readers.toppers(payload)).toMatchObject(expected as object);
  });

  it.each<[string, unknown, unknown]>([
    [
      "an address that is not a web page",
      [
        { title: "A", url: "javascript:alert(1)" },
        { title: "B", url: 5 },
      ],
      [],
    ],
    ["a link without a title", [{ url: "https://a.example/" }], []],
  ])("registration links: %s", (_case, payload, expected) => {
    expect(readers.registrations(payload)).toEqual(expected);
  });

  it("keeps an event of fields of every wrong type, with its fields empty", () => {
    expect(readers.events([{ title: [], date: {}, toDate: true, time: null, venue: 3, images: 5 }])).toEqual([
      {
        id: "item-0",
        serviceId: null,
        title: null,
        description: null,
        date: null,
        toDate: null,
        time: null,
        venue: "3",
        images: [],
        attachments: [],
      },
    ]);
  });

  it("reads a post's excerpt from the text beside its HTML, whatever type it came as", () => {
    expect(readOne(blogRead)({ title: "A", description: 2026 })).toMatchObject({ description: "", excerpt: "2026" });
  });
});
