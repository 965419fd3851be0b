/** @jest-environment node */
import { existsSync } from "fs";
import { sql } from "kysely";
import path from "path";
import sharp from "sharp";
import { getEntity } from "../../src/db/entities";
import { resumeLabel } from "../../desk/src/resources/submissions/submissionFields";
import { pdfText } from "../fixtures/pdfText";
import { DeskClient, addAccount } from "./deskClient";
import { CAREER, pdfBytes, query, startService, withDb } from "./helpers";

let service: Awaited<ReturnType<typeof startService>>;
let editor: DeskClient;
let admin: DeskClient;
let photo: string;
let pdf: string;

const jpeg = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  service = await startService();
  await addAccount(service.dataDir, "editor@school.example", "editor");
  await addAccount(service.dataDir, "admin@school.example", "admin");
  editor = new DeskClient(service.base);
  admin = new DeskClient(service.base);
  await editor.signIn("editor@school.example");
  await admin.signIn("admin@school.example");
  photo = (await (await editor.upload(await jpeg("#c33"), "photo.jpg")).json()).id;
  pdf = (await (await editor.upload(await pdfBytes(), "notice.pdf")).json()).id;
}, 60_000);
afterAll(() => service.close());

const publicJson = async (p: string) => (await fetch(`${service.base}${p}`)).json();
const titleOf = (item: Record<string, unknown>) => String(item.title ?? item.name);

/** For each kind: a new record, a change to it, and the public list where it must show. */
type Files = { photo: string; pdf: string };
const KINDS: {
  kind: string;
  list: string;
  record: (files: Files) => Record<string, unknown>;
  change: Record<string, unknown>;
}[] = [
  {
    kind: "highlights",
    list: "/api/highlight/all/DPSSWB",
    record: (f) => ({ category: "Notice", title: "Desk notice", fromDate: "2026-11-20", attachments: [f.pdf] }),
    change: { title: "Desk notice, revised" },
  },
  {
    kind: "news",
    list: "/api/news/All/DPSSWB",
    record: (f) => ({ title: "Desk news", description: "Plain words.", fromDate: "2026-11-21", attachments: [f.pdf] }),
    change: { title: "Desk news, revised" },
  },
  {
    kind: "events",
    list: "/api/events/All/DPSSWB",
    record: (f) => ({
      title: "Desk event",
      date: "2026-12-05",
      time: "10:00 am",
      venue: "Auditorium",
      images: [f.photo],
      attachments: [],
    }),
    change: { title: "Desk event, revised" },
  },
  {
    kind: "birthdays",
    list: "/api/birthdays/DPSSWB",
    record: (f) => ({ name: "Desk Birthday", class: "V-A", day: "26 July", attachments: [f.photo] }),
    change: { name: "Desk Birthday, revised" },
  },
  {
    kind: "gallery",
    list: "/api/gallery/All/DPSSWB",
    record: (f) => ({ category: "PhotoGallery", title: "Desk album", date: "2026-11-19", attachments: [f.photo] }),
    change: { title: "Desk album, revised" },
  },
  {
    kind: "toppers",
    list: "/api/topper/DPSSWB",
    record: (f) => ({
      name: "Desk Topper",
      stream: "Science",
      division: 97.5,
      class: "XII",
      sessionYear: "2025-2026",
      attachments: [f.photo],
    }),
    change: { name: "Desk Topper, revised" },
  },
  {
    kind: "blog",
    list: "/api/blog/All/DPSSWB",
    record: (f) => ({
      title: "Desk post",
      description: "<p>Hello</p>",
      date: "2026-11-18",
      attachments: [f.photo],
      alt: "A red square",
    }),
    change: { title: "Desk post, revised" },
  },
  {
    kind: "calendar",
    list: "/api/academicCalender/all/DPSSWB",
    record: () => ({ title: "Desk day", date: "2026-11-27", attachments: [] }),
    change: { title: "Desk day, revised" },
  },
  {
    kind: "registrations",
    list: "/api/onlineRegistration/DPSSWB",
    record: () => ({ title: "Desk registration", url: "https://portal.example/register", attachments: [] }),
    change: { title: "Desk registration, revised" },
  },
];

/** Files of their own: deleting an item removes the uploads nothing else uses. */
async function freshFiles(): Promise<Files> {
  return {
    photo: (await (await editor.upload(await jpeg("#3c3"), "photo.jpg")).json()).id,
    pdf: (await (await editor.upload(await pdfBytes(), "notice.pdf")).json()).id,
  };
}

describe.each(KINDS)("$kind", ({ kind, list, record: recordWith, change }) => {
  it("is created, read, updated and deleted, each seen in the public API at once", async () => {
    const files = await freshFiles();
    const record = () => recordWith(files);
    const before = await fetch(`${service.base}${list}`);
    const etag = before.headers.get("etag");
    const created = await editor.request(`/api/desk/${kind}`, { method: "POST", json: record() });
    expect(created.status).toBe(201);
    const saved = await created.json();
    expect(saved.id).toMatch(new RegExp(`^${kind}_[A-Za-z0-9_-]{16}$`));
    expect(saved.origin).toBe("desk");
    const afterCreate = await fetch(`${service.base}${list}`);
    expect(afterCreate.headers.get("etag")).not.toBe(etag);
    const shown = ((await afterCreate.json()) as Record<string, unknown>[]).find((item) => item._id === saved.id);
    expect(shown && titleOf(shown)).toBe(titleOf(record()));

    expect(await (await editor.request(`/api/desk/${kind}/${saved.id}`)).json()).toMatchObject({
      ...record(),
      id: saved.id,
    });

    const updated = await editor.request(`/api/desk/${kind}/${saved.id}`, {
      method: "PUT",
      json: { ...record(), ...change },
      headers: { "If-Match": `"${saved.version}"` },
    });
    expect(updated.status).toBe(200);
    const afterUpdate = ((await publicJson(list)) as Record<string, unknown>[]).find((item) => item._id === saved.id);
    expect(afterUpdate && titleOf(afterUpdate)).toBe(Object.values(change)[0]);

    const deleted = await editor.request(`/api/desk/${kind}/${saved.id}`, {
      method: "DELETE",
      headers: { "If-Match": String(updated.headers.get("etag")) },
    });
    expect(deleted.status).toBe(200);
    expect((await deleted.json()).id).toBe(saved.id);
    expect(((await publicJson(list)) as Record<string, unknown>[]).some((item) => item._id === saved.id)).toBe(false);
    expect((await editor.request(`/api/desk/${kind}/${saved.id}`)).status).toBe(404);
  });
});

const TIME_MESSAGE = "Time must read like 08:00 am or 4:30 pm (hours, minutes, then am or pm), or be left empty.";
const NO_TEXT = "Write the post.";

describe("bad bodies", () => {
  const count = async () =>
    Number((await query(service.dataDir, sql<{ n: number }>`SELECT COUNT(*) AS n FROM entities`))[0].n);

  it.each([
    [
      "news",
      { title: "", fromDate: "2026-02-30", attachments: [] },
      { title: "Enter the title.", fromDate: "Date must be a real date." },
    ],
    [
      "news",
      { title: "x".repeat(201), fromDate: "20 Nov", attachments: ["../../etc/passwd"] },
      {
        title: "Title must be 200 characters or fewer.",
        fromDate: "Date must be a date (YYYY-MM-DD).",
        attachments: "Upload the file again.",
      },
    ],
    [
      "highlights",
      { category: "Advert", title: "x", fromDate: "2026-11-20" },
      { category: "Choose Highlight or Notice." },
    ],
    [
      "events",
      { title: "x", date: "2026-12-05", toDate: "2026-12-01", time: "25:00" },
      { toDate: "Last date cannot be before the date.", time: TIME_MESSAGE },
    ],
    ["events", { title: "x", date: "2026-12-05", time: "after lunch" }, { time: TIME_MESSAGE }],
    ["events", { title: "x", date: "2026-12-05", time: "10 am" }, { time: TIME_MESSAGE }],
    ["events", { title: "x", date: "2026-12-05", time: "13:00 pm" }, { time: TIME_MESSAGE }],
    [
      "blog",
      { title: "Only a script", description: "<script>alert(1)</script>", date: "2026-11-20" },
      { description: NO_TEXT },
    ],
    // The form's own reading sees words here; the sanitised post, which the server checks, has none.
    [
      "blog",
      { title: "Only a comment", description: "<!-- a note > for later -->", date: "2026-11-20" },
      { description: NO_TEXT },
    ],
    [
      "blog",
      {
        title: "Only hidden parts",
        description: '<style>p{}</style><p> &nbsp; </p><iframe src="https://evil.example"></iframe>',
        date: "2026-11-20",
      },
      { description: NO_TEXT },
    ],
    [
      "gallery",
      { category: "PhotoGallery", title: "Empty album", date: "2026-11-20", attachments: [] },
      { attachments: "Add at least one photo." },
    ],
    [
      "toppers",
      { name: "A", division: 101, class: "IX", sessionYear: "2024-2026" },
      {
        division: "Score must be between 0 and 100.",
        class: "Choose X or XII.",
        sessionYear: "The session's years must follow each other, such as 2024-2025.",
      },
    ],
    [
      "registrations",
      { title: "Link", url: "javascript:alert(1)" },
      { url: "Enter a full web address, starting with https://." },
    ],
    [
      "birthdays",
      { name: "Asha\u0007", class: "V", day: "26 July" },
      { name: "Remove the hidden formatting characters from the name: type it again rather than paste it." },
    ],
    [
      "birthdays",
      { name: "Asha", class: "V" },
      { day: "Enter the birthday: the day and then the month, such as 26 July." },
    ],
    [
      "birthdays",
      { name: "Asha", class: "V", day: "31 June" },
      { day: "Write the day and then the month, such as 26 July or 26/07." },
    ],
    [
      "birthdays",
      { name: "Asha", class: "V", day: "07/26" },
      { day: "Write the day and then the month, such as 26 July or 26/07." },
    ],
    [
      "news",
      { title: "\u200B\u200B\u2060", fromDate: "2026-02-31" },
      { title: "Enter the title.", fromDate: "Date must be a real date." },
    ],
  ])("%s: %p answers 400 with one message per field and stores nothing", async (kind, body, errors) => {
    const before = await count();
    const response = await editor.request(`/api/desk/${kind}`, { method: "POST", json: body });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual(errors);
    expect(await count()).toBe(before);
  });

  it("refuses a title holding a right-to-left override, naming the title", async () => {
    const before = await count();
    const response = await editor.request("/api/desk/news", {
      method: "POST",
      json: { title: "Fete notice \u202Efdp.exe", fromDate: "2026-11-20" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      title: "Remove the hidden formatting characters from the title: type it again rather than paste it.",
    });
    expect(await count()).toBe(before);
  });

  it("refuses an attachment id that is not a stored file, and a PDF where only photos go", async () => {
    const missing = await editor.request("/api/desk/news", {
      method: "POST",
      json: { title: "x", fromDate: "2026-11-20", attachments: ["notAFile"] },
    });
    expect((await missing.json()).errors).toEqual({
      attachments: "A file of this item is no longer stored. Remove it and upload it again.",
    });
    const album = await editor.request("/api/desk/gallery", {
      method: "POST",
      json: { category: "PhotoGallery", title: "x", date: "2026-11-20", attachments: [pdf] },
    });
    expect((await album.json()).errors).toEqual({
      attachments: "notice.pdf is a PDF, not a photo. Only photos (JPEG, PNG, WebP or HEIC) can go here.",
    });
  });
});

describe("blog HTML", () => {
  it("is sanitised when it is written, not only when it is shown", async () => {
    const hostile =
      '<h2>Title</h2><p onclick="steal()">Text<script>window.x = 1</script></p><a href="javascript:alert(1)">link</a><style>body{}</style><img src="x" onerror="steal()">';
    const created = await (
      await editor.request("/api/desk/blog", {
        method: "POST",
        json: { title: "Sanitised", description: hostile, date: "2026-11-20", attachments: [] },
      })
    ).json();
    const stored = await publicJson(`/api/innerBlog?id=${created.id}`);
    expect(stored.description).toBe('<h2>Title</h2><p>Text</p><a>link</a><img src="x" />');
  });
});

describe("events", () => {
  const event = { title: "One-day event", date: "2026-12-05", venue: "Hall", images: [], attachments: [] };
  const publicEvent = async (id: string) =>
    ((await publicJson("/api/events/All/DPSSWB")) as Record<string, unknown>[]).find((item) => item._id === id);

  it("are stored without a last date when none is given, so that the date can move later", async () => {
    const created = await (await editor.request("/api/desk/events", { method: "POST", json: event })).json();
    expect(created.toDate).toBeUndefined();
    expect(await publicEvent(created.id)).not.toHaveProperty("toDate");
    // The form sends back what it read, with the date moved two days later.
    const read = await (await editor.request(`/api/desk/events/${created.id}`)).json();
    const moved = await editor.request(`/api/desk/events/${created.id}`, {
      method: "PUT",
      json: { ...read, date: "2026-12-07" },
      headers: { "If-Match": `"${read.version}"` },
    });
    expect(moved.status).toBe(200);
    expect(await publicEvent(created.id)).toMatchObject({ date: "2026-12-07" });
    expect(await publicEvent(created.id)).not.toHaveProperty("toDate");
  });

  it("keep a last date the editor gave", async () => {
    const created = await (
      await editor.request("/api/desk/events", { method: "POST", json: { ...event, toDate: "2026-12-06" } })
    ).json();
    expect(await publicEvent(created.id)).toMatchObject({ date: "2026-12-05", toDate: "2026-12-06" });
  });

  it("show a last date equal to the date, stored by earlier versions, as none", async () => {
    const created = await (await editor.request("/api/desk/events", { method: "POST", json: event })).json();
    await withDb(service.dataDir, async (db) => {
      const body = await getEntity(db, "event", created.id);
      await db
        .updateTable("entities")
        .set({ body: JSON.stringify({ ...body, toDate: "2026-12-05" }) })
        .where("kind", "=", "event")
        .where("id", "=", created.id)
        .execute();
    });
    const read = await (await editor.request(`/api/desk/events/${created.id}`)).json();
    expect(read.toDate).toBeUndefined();
    expect(
      (
        await editor.request(`/api/desk/events/${created.id}`, {
          method: "PUT",
          json: { ...read, date: "2026-12-09" },
          headers: { "If-Match": `"${read.version}"` },
        })
      ).status,
    ).toBe(200);
  });

  it.each([
    ["10:30AM", "10:30 am"],
    ["8:00 pm", "08:00 pm"],
    [" 12:05 Pm ", "12:05 pm"],
    ["08:00 am", "08:00 am"],
  ])("store the time %p in SPEC's shape, %p, which the calendar feed times", async (typed, stored) => {
    const created = await (
      await editor.request("/api/desk/events", {
        method: "POST",
        json: { ...event, title: `At ${typed}`, time: typed },
      })
    ).json();
    expect(await publicEvent(created.id)).toMatchObject({ time: stored });
    const feed = await (await fetch(`${service.base}/api/calendar/DPSSWB/${created.id}.ics`)).text();
    expect(feed).toMatch(/DTSTART:2026120\dT\d{6}Z/);
  });
});

describe("the list protocol of react-admin", () => {
  it("filters with q, sorts, pages, and counts in Content-Range", async () => {
    const response = await editor.request(
      `/api/desk/news?sort=${encodeURIComponent('["fromDate","ASC"]')}&range=${encodeURIComponent("[0,2]")}&filter=${encodeURIComponent('{"q":"RESULTS"}')}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-range")).toBe("news 0-1/2");
    const page = (await response.json()) as { title: string; fromDate: string }[];
    expect(page.map((n) => n.title).sort()).toEqual(["CBSE Class X results", "CBSE Class XII results"]);
    expect(page[0].fromDate <= page[1].fromDate).toBe(true);
    const many = await (
      await editor.request(`/api/desk/news?filter=${encodeURIComponent('{"id":["news_1","news_2"]}')}`)
    ).json();
    expect(many.map((n: { id: string }) => n.id).sort()).toEqual(["news_1", "news_2"]);
    expect((await editor.request("/api/desk/news?sort=notjson")).status).toBe(400);
  });

  it("names the public page of each record", async () => {
    const album = (await (await editor.request("/api/desk/gallery/gallery_7")).json()) as {
      category: string;
      publicPath: string;
    };
    expect(album).toMatchObject({ category: "RecentActivities", publicPath: "/sub-recent-activities?id=gallery_7" });
    const news = await (await editor.request("/api/desk/news/news_3")).json();
    expect(news.publicPath).toBe("/news-details?id=news_3");
    expect((await (await editor.request("/api/desk/config")).json()).siteUrl).toBe("http://localhost:9000");
  });
});

describe("the audit log", () => {
  it("records who changed what, and when", async () => {
    const created = await (
      await editor.request("/api/desk/calendar", {
        method: "POST",
        json: { title: "Audited", date: "2026-11-28", attachments: [] },
      })
    ).json();
    const updated = await (
      await editor.request(`/api/desk/calendar/${created.id}`, {
        method: "PUT",
        json: { title: "Audited again", date: "2026-11-28", attachments: [] },
        headers: { "If-Match": `"${created.version}"` },
      })
    ).json();
    await editor.request(`/api/desk/calendar/${created.id}`, {
      method: "DELETE",
      headers: { "If-Match": `"${updated.version}"` },
    });
    const entries = (await (
      await admin.request(`/api/desk/audit?filter=${encodeURIComponent(JSON.stringify({ itemId: created.id }))}`)
    ).json()) as Record<string, unknown>[];
    expect(entries.map((e) => e.action)).toEqual(["delete", "update", "create"]);
    expect(
      entries.every((e) => e.actor === "editor@school.example" && e.kind === "calendar" && typeof e.at === "string"),
    ).toBe(true);
    expect(entries[1].changes).toEqual({ title: ["Audited", "Audited again"] });
  });

  const entriesOf = async (itemId: string) =>
    (await (
      await admin.request(`/api/desk/audit?filter=${encodeURIComponent(JSON.stringify({ itemId }))}`)
    ).json()) as Record<string, unknown>[];

  it("records an upload: who, when, the new id, its type and size; never the file, nor its name", async () => {
    const media = await (await editor.upload(await jpeg("#c3c"), "Asha at the fair.jpg")).json();
    const [entry, ...more] = await entriesOf(media.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor: "editor@school.example",
      action: "upload",
      kind: "media",
      itemId: media.id,
      changes: { type: "image/jpeg", bytes: media.bytes },
    });
    expect(Date.now() - Date.parse(String(entry.at))).toBeLessThan(60_000);
    // The name, which may name a pupil, is read from the upload while the school keeps the file,
    // and never written into the log, which outlives it.
    expect(entry.label).toBe("Asha at the fair.jpg");
    const stored = await query(service.dataDir, sql`SELECT * FROM audit WHERE item_id = ${media.id}`);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain("Asha");
  });

  it("records a certificate scan's upload the same way", async () => {
    const { id } = await (
      await admin.upload(await jpeg("#ddd"), "Rahul Sharma TC.jpg", "/api/desk/certificate-images")
    ).json();
    const [entry, ...more] = await entriesOf(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor: "admin@school.example",
      action: "upload",
      kind: "certificate-images",
      itemId: id,
      changes: { type: "image/jpeg" },
    });
    expect((entry.changes as { bytes: number }).bytes).toBeGreaterThan(0);
    expect(JSON.stringify(entry)).not.toContain("Rahul");
  });
});

describe("uploads no longer used", () => {
  it("are removed with the album that used them, unless another item uses them too", async () => {
    const own = (await (await editor.upload(await jpeg("#33c"), "blue.jpg")).json()).id;
    await editor.request("/api/desk/gallery", {
      method: "POST",
      json: { category: "PhotoGallery", title: "Keeper", date: "2026-11-20", attachments: [photo] },
    });
    const album = await (
      await editor.request("/api/desk/gallery", {
        method: "POST",
        json: { category: "PhotoGallery", title: "Short-lived", date: "2026-11-20", attachments: [own, photo] },
      })
    ).json();
    expect((await fetch(`${service.base}/api/image/${own}`)).status).toBe(200);
    expect(
      (
        await editor.request(`/api/desk/gallery/${album.id}`, {
          method: "DELETE",
          headers: { "If-Match": `"${album.version}"` },
        })
      ).status,
    ).toBe(200);
    expect((await fetch(`${service.base}/api/image/${own}`)).status).toBe(404);
    expect((await fetch(`${service.base}/api/image/${photo}`)).status).toBe(200);
  });
});

describe("enquiries and applications, for admins", () => {
  it("are listed, marked as handled, their résumé downloaded, and deleted with it", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(CAREER)) form.append(key, value);
    const resume = await pdfBytes();
    form.append("resume", new Blob([new Uint8Array(resume)]), "cv.pdf");
    const { id } = await (await fetch(`${service.base}/api/form/DPSSWB/dif`, { method: "POST", body: form })).json();

    const listed = (await (
      await admin.request(`/api/desk/submissions?filter=${encodeURIComponent('{"kind":"career"}')}`)
    ).json()) as Record<string, unknown>[];
    const record = listed.find((s) => s.id === id);
    expect(record).toMatchObject({
      name: "Priya Das",
      handled: false,
      hasResume: true,
      resumeName: "resume-Priya-Das.pdf",
    });
    // The desk's button names the file the download will be saved as.
    expect(resumeLabel(record)).toBe("Download résumé (resume-Priya-Das.pdf)");
    const handled = await (
      await admin.request(`/api/desk/submissions/${id}`, {
        method: "PUT",
        json: { handled: true },
        headers: { "If-Match": `"${record?.version}"` },
      })
    ).json();
    expect(handled).toMatchObject({ handled: true });

    const download = await admin.request(`/api/desk/submissions/${id}/resume`);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="resume-Priya-Das.pdf"');
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    // The résumé as stored: its pages, rebuilt without active content (content-service/src/pdf/cleanPdf.ts).
    expect(await pdfText(Buffer.from(await download.arrayBuffer()))).toEqual(await pdfText(resume));

    expect(
      (
        await admin.request(`/api/desk/submissions/${id}`, {
          method: "DELETE",
          headers: { "If-Match": `"${handled.version}"` },
        })
      ).status,
    ).toBe(200);
    expect((await admin.request(`/api/desk/submissions/${id}`)).status).toBe(404);
    expect(existsSync(path.join(service.dataDir, "resumes", `${id}.pdf`))).toBe(false);
  });
});

describe("transfer certificates, for admins", () => {
  it("are uploaded privately, found by the public lookup, and gone when deleted", async () => {
    const upload = await admin.upload(await jpeg("#eee"), "scan.jpg", "/api/desk/certificate-images");
    expect(upload.status).toBe(201);
    const { id: image } = await upload.json();
    expect((await fetch(`${service.base}/api/image/${image}`)).status).toBe(404);
    const created = await admin.request("/api/desk/certificates", {
      method: "POST",
      json: { admission: "DPS/2020/0001", name: "Asha Roy", image },
    });
    expect(created.status).toBe(201);
    const record = await created.json();
    const lookup = () =>
      fetch(`${service.base}/api/tc/DPSSWB`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ admission: "DPS/2020/0001", name: "asha roy" }),
      });
    const found = await lookup();
    expect(found.status).toBe(200);
    expect((await fetch(`${service.base}/api/image?url=${encodeURIComponent((await found.json()).data)}`)).status).toBe(
      200,
    );
    const shown = await admin.request(`/api/desk/certificates/${record.id}/image`);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect(
      (
        await admin.request("/api/desk/certificates", {
          method: "POST",
          json: { admission: "DPS/2020/0001", name: "ASHA ROY", image },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await admin.request(`/api/desk/certificates/${record.id}`, {
          method: "DELETE",
          headers: { "If-Match": `"${record.version}"` },
        })
      ).status,
    ).toBe(200);
    expect((await lookup()).status).toBe(404);
  });
});
