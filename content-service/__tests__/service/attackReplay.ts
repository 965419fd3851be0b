/**
 * Issue 27, "Hardening the content service": every case of the attack is tried again over HTTP
 * against a freshly started service (attack-replay-*.test.ts, one file for each surface the attack
 * reached), each asserting the answer a caller would notice. With ATTACK_TABLE=<folder> each file
 * also writes its answers there as a Markdown table (`| # | finding | case | answer |`), the record
 * the issue asks for.
 *
 * The service trusts loopback as its proxy, so each case names its own client address in
 * X-Forwarded-For (as desk-auth.test.ts does): the per-address limits of one case do not decide
 * another's answer.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "fs";
import http from "http";
import { sql } from "kysely";
import path from "path";
import { dataPaths } from "../../src/db/open";
import { listSubmissions } from "../../src/db/submissions";
import { DESK_KINDS, type DeskKind } from "@school/contract/desk/kinds";
import { cleanPdf } from "../../src/pdf/cleanPdf";
import { hostilePdf } from "../fixtures/hostilePdf";
import { DeskClient, signedIn } from "./deskClient";
import { pdfBytes, startService, withDb } from "./helpers";

export const FINDINGS = {
  burst: "1. Concurrent guesses vs the sign-in lockout",
  owner: "2. Lockout turned on the owner",
  pdf: "3. Hostile PDFs",
  disk: "4. Full disk",
  vary: "5. Vary: Origin on CORS answers",
  host: "6. Host header forgery",
  rules: "7. Loose rules",
  resumes: "8. Résumés",
  pixels: "9. Memory and decoding",
  headers: "10. Isolation headers",
  review: "11. Second review: archives, PDF keys, hidden characters and times",
  ownerDelayed: "12. Owner delayed by others' guesses",
  lookups: "13. Certificate lookups per admission number",
  inputs: "Also: bad inputs on every write endpoint",
} as const;
type Finding = (typeof FINDINGS)[keyof typeof FINDINGS];

type Json = { error?: string; message?: string; errors?: Record<string, string>; [key: string]: unknown };

/** One answer, read whole, from fetch() or from a raw request. */
export interface Answer {
  status: number;
  header: (name: string) => string | null;
  text: string;
  json: Json | undefined;
  /** Milliseconds from sending to the last byte. */
  ms: number;
}

const parsed = (text: string): Json | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
};

export async function read(response: Response | Promise<Response>, started = Date.now()): Promise<Answer> {
  const done = await response;
  const text = await done.text();
  return {
    status: done.status,
    header: (name) => done.headers.get(name),
    text,
    json: parsed(text),
    ms: Date.now() - started,
  };
}

/** Characters nobody can see, named (U+202E) in labels and in the table. */
// eslint-disable-next-line no-control-regex -- naming control characters is the point
const UNSEEN = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;
export const visible = (text: string) =>
  text.replace(UNSEEN, (char) => `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`);
const short = (text: string, max = 110) => {
  const flat = visible(text).replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** What an answer says: its error, or its field errors, or its message. */
export function saidBy(answer: Answer): string {
  const { json } = answer;
  if (!json) return answer.status >= 400 ? answer.text : "";
  const fields = Object.entries(json.errors ?? {})
    .map(([field, message]) => (field ? `${field}: ${message}` : message))
    .join("; ");
  return json.error ?? (fields || json.message || "");
}

const rows: { finding: Finding; label: string; answer: string }[] = [];

/** Notes the answer a case got, for the table; done before the case's assertions, so that a case
 * that fails is in the table with what it was really answered. */
export function record(finding: Finding, label: string, answer: Answer | string, note = ""): void {
  const said =
    typeof answer === "string" ? answer : `${answer.status}${saidBy(answer) ? ` “${short(saidBy(answer))}”` : ""}`;
  rows.push({ finding, label, answer: note ? `${said} (${note})` : said });
}

/** "5×401 “…”, 35×429 “…”": a burst's answers by status. */
export function summary(answers: Answer[]): string {
  const byStatus = new Map<number, Answer[]>();
  for (const answer of answers) byStatus.set(answer.status, [...(byStatus.get(answer.status) ?? []), answer]);
  return [...byStatus.entries()]
    .map(([status, all]) => `${all.length}×${status}${saidBy(all[0]) ? ` “${short(saidBy(all[0]), 60)}”` : ""}`)
    .join(", ");
}

function writeTable(file: string): void {
  const order = Object.values(FINDINGS) as Finding[];
  const sorted = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => order.indexOf(a.row.finding) - order.indexOf(b.row.finding) || a.index - b.index);
  const cell = (text: string) => visible(text).replace(/\s+/g, " ").replace(/\|/g, "\\|").replace(/</g, "&lt;");
  const lines = [
    "| # | finding | case | answer |",
    "|---|---|---|---|",
    ...sorted.map(({ row }, i) => `| ${i + 1} | ${cell(row.finding)} | ${cell(row.label)} | ${cell(row.answer)} |`),
  ];
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join("\n")}\n`);
}

type Service = Awaited<ReturnType<typeof startService>>;
export let service: Service;
export let admin: DeskClient;
export let editor: DeskClient;
export let plainPdf: Buffer;
export let hostile: Buffer;
/** A photo of a seeded album: an attachment an album may take. */
export let photoId: string;
/** Résumé bytes one address may store a day: two plain résumés, not three. */
export let allowance: number;
export let storedResumeBytes: number;

/** Starts the service the file's cases are replayed against, with its two signed-in desk clients;
 * with ATTACK_TABLE=<folder>, writes the file's answers to <folder>/<surface>.md when it is done. */
export function replayAgainstService(surface: string): void {
  beforeAll(async () => {
    plainPdf = await pdfBytes();
    hostile = Buffer.from(await hostilePdf());
    storedResumeBytes = (await cleanPdf(plainPdf)).length;
    allowance = Math.floor(storedResumeBytes * 2.5);
    service = await startService({
      trustProxy: ["127.0.0.1"],
      limits: { contact: 1000, career: 1000, certificateLookups: 1000, resumeBytesPerAddressPerDay: allowance },
    });
    admin = await signedIn(service, "head@school.example", "admin");
    editor = await signedIn(service, "editor@school.example", "editor");
    photoId = ((await (await fetch(`${service.base}/api/subGallery?id=gallery_1`)).json()) as { attachments: string[] })
      .attachments[0];
  }, 60_000);

  afterAll(async () => {
    if (process.env.ATTACK_TABLE) writeTable(path.join(process.env.ATTACK_TABLE, `${surface}.md`));
    if (service) {
      await service.close();
      rmSync(service.dataDir, { recursive: true, force: true });
    }
  });
}

let addresses = 0;
/** A client address of the case's own, named through the trusted proxy. */
export const newAddress = () => {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** A request exactly as written: fetch() and a URL string would resolve `..` and re-encode the
 * path; an attacker's client sends what it likes, Host header included. */
export function raw(
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port: service.port,
      path: pathname,
      method,
      agent: false,
      // A call without a body names no type for it, as a browser's DELETE does.
      headers:
        body === undefined
          ? Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "Content-Type"))
          : { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString();
        const header = (name: string) => {
          const value = response.headers[name.toLowerCase()];
          return value === undefined ? null : Array.isArray(value) ? value.join(", ") : String(value);
        };
        resolve({ status: response.statusCode ?? 0, header, text, json: parsed(text), ms: Date.now() - started });
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** Headers a desk page in a browser sends with a write: its cookie and its own Origin. */
export const deskHeaders = (client: DeskClient, extra: Record<string, string> = {}) => ({
  Cookie: client.cookie,
  Origin: service.base,
  "Content-Type": "application/json",
  ...extra,
});

/** Everything a write could leave behind: the rows of every table a write touches (each in the
 * order of its primary key), and the files. */
const TABLES = [
  sql`SELECT * FROM entities ORDER BY kind, id`,
  sql`SELECT * FROM media ORDER BY id`,
  sql`SELECT * FROM submissions ORDER BY id`,
  sql`SELECT * FROM certificates ORDER BY id`,
  sql`SELECT * FROM certificate_uploads ORDER BY id`,
  sql`SELECT * FROM certificate_grants ORDER BY token_hash`,
  sql`SELECT * FROM staff ORDER BY id`,
  sql`SELECT * FROM audit ORDER BY id`,
];
export async function snapshot(): Promise<string> {
  const tables = await withDb(service.dataDir, async (db) => {
    const rows: unknown[][] = [];
    for (const statement of TABLES) rows.push((await statement.execute(db)).rows);
    return rows;
  });
  const { media, resumes, certificates } = dataPaths(service.dataDir);
  const files = [media, resumes, certificates].map((dir) =>
    existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : [],
  );
  return JSON.stringify([tables, files]);
}

export const storedSubmission = (id: unknown) =>
  withDb(service.dataDir, async (db) => (await listSubmissions(db)).find((submission) => submission.id === id));

export const RESUME_MESSAGE = "Please upload your resume. Accepted types: pdf, doc, docx.";
export const FORM = "/api/form/DPSSWB/dif";
export const TOO_LARGE = "Request body is too large";

export const postJson = (pathname: string, text: string, address = newAddress()) =>
  read(
    fetch(`${service.base}${pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
      body: text,
    }),
  );

export function postCareer(
  fields: Record<string, string>,
  resume?: { name: string; bytes: Buffer },
  address = newAddress(),
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (resume) form.append("resume", new Blob([new Uint8Array(resume.bytes)]), resume.name);
  return read(fetch(`${service.base}${FORM}`, { method: "POST", headers: { "X-Forwarded-For": address }, body: form }));
}

/** A desk write with a body of any text. */
export const deskSend = (
  client: DeskClient,
  pathname: string,
  method: string,
  text: string,
  headers: Record<string, string> = {},
) =>
  read(client.request(pathname, { method, body: text, headers: { "Content-Type": "application/json", ...headers } }));

/** The version a change must name (If-Match). */
export const etagOf = async (client: DeskClient, pathname: string) =>
  String((await client.request(pathname)).headers.get("etag"));

export const deskKind = (name: string) => DESK_KINDS.find((kind) => kind.name === name) as DeskKind;

/** A body every field of which the kind takes: the cases below spoil one field of it at a time. */
export function validBody(kind: DeskKind): Record<string, unknown> {
  const day = "2026-11-20";
  switch (kind.name) {
    case "highlights":
      return { category: "Notice", title: "Replayed notice", fromDate: day, attachments: [] };
    case "news":
      return { title: "Replayed news", description: "", fromDate: day, attachments: [] };
    case "events":
      return {
        title: "Replayed event",
        description: "",
        date: "2026-12-05",
        toDate: "",
        time: "",
        venue: "",
        images: [],
        attachments: [],
      };
    case "birthdays":
      return { name: "Asha", class: "V", day: "26 July", attachments: [] };
    case "gallery":
      return { category: "PhotoGallery", title: "Replayed album", date: day, description: "", attachments: [photoId] };
    case "toppers":
      return {
        name: "Replayed topper",
        stream: "",
        division: 95,
        class: "X",
        sessionYear: "2024-2025",
        attachments: [],
      };
    case "blog":
      return { title: "Replayed post", description: "<p>Text</p>", date: day, attachments: [], alt: "" };
    case "calendar":
      return { title: "Replayed date", date: day, attachments: [] };
    case "registrations":
      return { title: "Replayed link", url: "https://school.example/apply", attachments: [] };
    case "alerts":
      return {
        title: "Replayed notice",
        message: "Replayed.",
        level: "information",
        startsAt: `${day}T08:00`,
        endsAt: `${day}T09:00`,
        link: "",
      };
    default:
      throw new Error(`no valid body for ${kind.name}`);
  }
}

/** What the kind's schema says when `field` is left out: the message a missing value must get. */
export function missingMessage(kind: DeskKind, field: string): string {
  const read = kind.schema?.safeParse({ ...validBody(kind), [field]: undefined });
  if (!read || read.success) return "(accepted)";
  return read.error.issues.find((issue) => issue.path[0] === field)?.message ?? "(no message)";
}

export const signIn = (email: string, password: string, address: string) =>
  read(
    new DeskClient(service.base).request("/api/desk/session", {
      method: "POST",
      json: { email, password },
      headers: { "X-Forwarded-For": address },
    }),
  );
export const LOCKED =
  "Too many failed sign-ins. Try again in 15 minutes. If you have forgotten your password, an admin can reset it.";
/** A wrong password's answer begins so; what follows counts the tries left (desk-auth.test.ts). */
export const WRONG = /^The e-mail address or password is wrong\. /;

/** What a desk field holding hidden characters is answered, and a public form's field. */
export const hiddenIn = (field: string) =>
  `Remove the hidden formatting characters from the ${field}: type it again rather than paste it.`;
export const HIDDEN = "Please remove the hidden formatting characters from this field.";

/** Sends a write that must be refused with 400 and exactly `errors`, leaving nothing changed. */
export async function refusedFor(label: string, send: () => Promise<Answer>, errors: Record<string, string>) {
  const before = await snapshot();
  const answer = await send();
  record(FINDINGS.review, label, answer);
  expect(answer.status).toBe(400);
  expect(answer.json?.errors).toEqual(errors);
  expect(await snapshot()).toBe(before);
}
