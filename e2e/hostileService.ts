import { mkdtempSync } from "fs";
import os from "os";
import path from "path";
import type { Page } from "@playwright/test";
import { deleteEntitiesOf, insertEntities } from "../content-service/src/db/entities";
import { openDb } from "../content-service/src/db/open";
import { forSchool } from "../content-service/src/db/schoolScope";
import { inTransaction } from "../content-service/src/db/transaction";
import { DEFAULT_SCHOOL } from "../content-service/src/school";
import { seed } from "../content-service/src/seed/seed";
import { folderStore } from "../content-service/src/files/folderStore";
import { buildServer } from "../content-service/src/server";
import { API_ORIGIN } from "./serviceStubs";
import { vectorsFrom, XSS_VECTORS } from "./xssCorpus";

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const today = new Date();
const inDays = (days: number) => iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));
const thisMonth = (day: number) => iso(new Date(today.getFullYear(), today.getMonth(), Math.min(day, 28)));
const academicStart = today.getMonth() >= 3 ? today.getFullYear() : today.getFullYear() - 1;

/** Attachment references a hostile editor might store: script URLs, attribute break-outs, paths
 * out of the media store, other hosts. Every other item keeps a real seeded photo. */
const HOSTILE_REFS = [
  "javascript:__xss(43)",
  'x" onerror="__xss(44)',
  "../../../../etc/passwd",
  "//evil.example/x.jpg",
  "data:image/svg+xml,<svg onload=__xss(45)>",
  '"><img src=x onerror=__xss(46)>',
];
const attachments = (i: number) =>
  i % 2 ? ["img_0001", HOSTILE_REFS[i % HOSTILE_REFS.length]] : [HOSTILE_REFS[i % HOSTILE_REFS.length]];

/** Items per kind: with four vectors in every text field, eleven items carry the whole corpus. */
const ITEMS = Math.ceil(XSS_VECTORS.length / 4);
/** An id that breaks out of an attribute; the detail pages must take it as plain text. */
export const HOSTILE_ID = '"><img src=x onerror=__xss(47)>';

type Entity = { kind: string; id: string; body: Record<string, unknown> };

/** The content of a hostile content service: every field that reaches a page holds attacks, after a
 * marker ("Hostile news 3") by which a test finds the item on the page. */
export function hostileEntities(): Entity[] {
  const entities: Entity[] = [];
  const add = (kind: string, id: string, body: Record<string, unknown>) =>
    entities.push({ kind, id, body: { _id: id, ...body } });
  for (let i = 0; i < ITEMS; i++) {
    const v = (offset = 0) => vectorsFrom(4 * i + offset, 4);
    const text = (label: string) => `${label} ${i} ${v()}`;
    add("highlight", `highlight_h${i}`, {
      category: "Highlight",
      title: text("Hostile highlight"),
      fromDate: thisMonth(2),
      attachments: attachments(i),
    });
    add("highlight", `notice_h${i}`, {
      category: "Notice",
      title: text("Hostile notice"),
      fromDate: thisMonth(3),
      attachments: attachments(i + 1),
    });
    add("news", `news_h${i}`, {
      title: text("Hostile news"),
      description: `News text ${i} ${v(1)}`,
      fromDate: thisMonth(4),
      attachments: attachments(i),
    });
    add("event", `event_h${i}`, {
      title: text("Hostile event"),
      description: `Event text ${i} ${v(1)}`,
      venue: `Venue ${i} ${v(2)}`,
      time: `10:00 am ${v(3)}`,
      date: inDays(1 + i),
      toDate: inDays(1 + i),
      images: attachments(i),
      attachments: attachments(i + 1),
    });
    add("birthday", `birthday_h${i}`, {
      name: text("Hostile birthday"),
      class: `V-A ${v(1)}`,
      attachments: attachments(i),
    });
    for (const category of ["PhotoGallery", "RecentActivities", "SportsCorner"]) {
      add("gallery", `${category}_h${i}`, {
        category,
        title: text(`Hostile ${category}`),
        description: `Gallery text ${i} ${v(1)}`,
        date: thisMonth(5),
        attachments: attachments(i),
      });
    }
    add("blog", `blog_h${i}`, {
      title: text("Hostile blog"),
      description: `<p>Blog text ${i}</p>${v(1)}${v(2)}`,
      date: thisMonth(6),
      alt: v(3),
      attachments: attachments(i),
    });
    for (const className of ["XII", "X"]) {
      add("topper", `topper_${className}_h${i}`, {
        name: text(`Hostile topper ${className}`),
        stream: className === "XII" ? `Science ${v(1)}` : "",
        division: 90 + i / 2,
        class: className,
        sessionYear: `${academicStart}-${academicStart + 1}`,
        attachments: attachments(i),
      });
    }
    add("calendar", `calendar_h${i}`, {
      title: text("Hostile calendar"),
      date: thisMonth(7 + i),
      attachments: attachments(i),
    });
    add("registration", `registration_h${i}`, {
      title: text("Hostile registration"),
      url: `https://portal.example/register?q=${encodeURIComponent(v())}`,
      attachments: [],
    });
    // Addresses that must never become links.
    add("registration", `registration_bad_h${i}`, {
      title: text("Unsafe registration"),
      url: XSS_VECTORS[(i * 3) % XSS_VECTORS.length],
      attachments: [],
    });
  }
  // Ids, dates, categories and numbers that are attacks too.
  add("gallery", HOSTILE_ID, {
    category: "PhotoGallery",
    title: `Hostile id gallery ${vectorsFrom(0, 2)}`,
    date: thisMonth(8),
    attachments: ["img_0002"],
  });
  add("blog", HOSTILE_ID, {
    title: `Hostile id blog ${vectorsFrom(2, 2)}`,
    description: vectorsFrom(4, 8),
    date: thisMonth(9),
    attachments: [],
  });
  add("news", "news_bad_fields", {
    title: "Hostile fields news",
    description: vectorsFrom(8, 3),
    fromDate: XSS_VECTORS[1],
    attachments: XSS_VECTORS[2],
  });
  add("event", "event_bad_fields", {
    title: vectorsFrom(12, 2),
    date: XSS_VECTORS[4],
    images: { _id: XSS_VECTORS[5] },
    attachments: [{ url: XSS_VECTORS[6] }],
  });
  add("topper", "topper_bad_fields", {
    name: "Hostile fields topper",
    class: XSS_VECTORS[7],
    division: XSS_VECTORS[8],
    sessionYear: XSS_VECTORS[9],
    attachments: [],
  });
  return entities;
}

/** A content service holding only hostile content, on a port of its own; `routeThrough` makes a
 * page's calls to the content service go to it. */
export async function startHostileService(siteOrigin: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-hostile-"));
  const { db } = await openDb(dataDir);
  await seed(db, folderStore(dataDir));
  await inTransaction(forSchool(db, DEFAULT_SCHOOL.code), async (db) => {
    await deleteEntitiesOf(db, "seed");
    await insertEntities(db, hostileEntities(), "seed");
  });
  await db.destroy();
  const app = await buildServer({ dataDir, allowedOrigins: [siteOrigin], logLevel: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    routeThrough: (page: Page) =>
      page.route(`${API_ORIGIN}/**`, async (route) => {
        const response = await route.fetch({ url: route.request().url().replace(API_ORIGIN, origin) });
        await route.fulfill({ response });
      }),
    close: () => app.close(),
  };
}
