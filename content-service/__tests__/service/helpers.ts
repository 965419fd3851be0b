import CFB from "cfb";
import { cpSync, mkdtempSync } from "fs";
import os from "os";
import path from "path";
import { PDFDocument } from "pdf-lib";
import yazl from "yazl";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, type RawBuilder } from "kysely";
import pg from "pg";
import { openDb, signedSchoolSettings, type Db } from "../../src/db/open";
import type { Schema } from "../../src/db/schema";
import { setSchoolStatement } from "../../src/db/schoolSignature";
import { acrossSchools, ALL_SCHOOLS, forSchool } from "../../src/db/schoolScope";
import { DEFAULT_SCHOOL } from "../../src/school";
import { buildServer, type ServerOptions } from "../../src/server";
import { freePort } from "../../scripts/freePort.mjs";
import { databaseUrlOf, markSeeded } from "./testDatabases";

export const ORIGIN = "http://localhost:9000";

/** A source file of the service's, by its path under content-service/src: the commands the tests
 * start find it wherever Jest was started. */
export const serviceSource = (file: string) => path.join(__dirname, "../../src", file);

/** The arguments that run one of the checkout's npm scripts as the README names it (`npm run backup --
 * <folder>`), from the checkout's root, for execFile or spawn. */
export const npmScript = (script: string, ...args: string[]) =>
  ["npm", ["run", "--silent", "--prefix", path.join(__dirname, "../../.."), script, "--", ...args]] as const;

export const tempDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), `content-service-${prefix}-`));

/** A fresh data folder holding the seeded sample content (a copy of the one globalSetup made). */
export function seededDataDir(): string {
  const dataDir = tempDir("test");
  cpSync(process.env.CONTENT_SERVICE_TEMPLATE ?? "", dataDir, { recursive: true });
  markSeeded(dataDir);
  return dataDir;
}

/** A service on a free loopback port with the sample content (or the data folder given); close()
 * when done. Its public address (PUBLIC_SERVICE_URL, which the desk's Origin check compares with)
 * is the one the tests reach it at; `publicScheme: "https"` names it as a proxy ending HTTPS in
 * front of it would make it. */
export async function startService(
  options: Partial<ServerOptions> = {},
  { publicScheme = "http" }: { publicScheme?: "http" | "https" } = {},
) {
  const dataDir = options.dataDir ?? (options.seedNewDatabase === false ? tempDir("empty") : seededDataDir());
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = await buildServer({
    allowedOrigins: [ORIGIN],
    logLevel: false,
    serviceUrl: `${publicScheme}://127.0.0.1:${port}`,
    databaseUrl: await databaseUrlOf(dataDir),
    ...options,
    dataDir,
  });
  await app.listen({ port, host: "127.0.0.1" });
  // A test may leave a response body unread; its connection must not hold up the close.
  const close = () => {
    app.server.closeAllConnections();
    return app.close();
  };
  return { app, dataDir, base, port, close };
}

/** Runs `work` on the data folder's database through a connection of its own, as another process
 * would, and closes it when `work` is done; `work` is given the service's own school's rows. */
export async function withDb<T>(dataDir: string, work: (db: Db) => Promise<T> | T): Promise<T> {
  const { db } = await openDb(dataDir, await databaseUrlOf(dataDir));
  try {
    return await work(forSchool(db, DEFAULT_SCHOOL.code));
  } finally {
    await db.destroy();
  }
}

/** Runs `work` as a person at the database's console would, over every school's rows: on
 * PostgreSQL as the tables' owner (the role of DATABASE_URL, which row-level security binds too),
 * under the service's signed setting for every school; on SQLite on the file. */
export async function asConsole<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const databaseUrl = await databaseUrlOf(dataDir);
  if (!databaseUrl) return withDb(dataDir, (db) => work(acrossSchools(db)));
  const scope = await withDb(dataDir, (db) => signedSchoolSettings(db, ALL_SCHOOLS));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  pool.on("connect", (client) => {
    void client.query(setSchoolStatement(), [scope.school, scope.signature]);
  });
  const owner = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  try {
    return await work(owner);
  } finally {
    await owner.destroy();
  }
}

/** Runs one SQL statement on the data folder's database (SQLite or PostgreSQL, so written for
 * both), as a person at the database's console would (asConsole), and answers its rows. */
export const query = <R>(dataDir: string, statement: RawBuilder<R>): Promise<R[]> =>
  asConsole(dataDir, async (db) => (await statement.execute(db)).rows);

/** Runs `work` on the data folder's SQLite file itself, as a person with the sqlite3 shell would:
 * only for what exists on SQLite alone (the SQLite-only service's history). */
export function withSqliteFile<T>(dataDir: string, work: (file: Database.Database) => T): T {
  const file = new Database(path.join(dataDir, "content.db"));
  try {
    return work(file);
  } finally {
    file.close();
  }
}

/** A real one-page PDF. */
export async function pdfBytes(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText("Curriculum vitae");
  return Buffer.from(await document.save());
}

/** A ZIP holding the given entries (a Word document is a ZIP with certain parts). */
export function zipBytes(entries: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream
      .on("data", (chunk: Buffer) => chunks.push(chunk))
      .on("end", () => resolve(Buffer.concat(chunks)))
      .on("error", reject);
  });
}

/** A Word 97-2003 document as Word writes its container: a compound file (OLE) holding a
 * WordDocument stream. */
export function docBytes(): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, "/WordDocument", Buffer.from("\xec\xa5 Word 97 text stream"));
  return Buffer.from(CFB.write(container, { type: "buffer" }) as Uint8Array);
}

/** The parts of a minimal Word 2007+ document. */
export const DOCX_ENTRIES = {
  "[Content_Types].xml":
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  "word/document.xml":
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
};

/** An enquiry as the site's contact form sends it (with SPEC's school code beside the fields). */
export const CONTACT = {
  name: "Asha Roy",
  address: "Siliguri",
  phone: "9876543210",
  email: "asha@example.com",
  mailType: "Enquiry",
  message: "Hello",
  schoolcode: "DPSSWB",
};

/** An application's fields as the site's career form sends them, without the résumé. */
export const CAREER: Record<string, string> = {
  name: "Priya Das",
  dob: "1990-04-12",
  subject: "Physics",
  profession: "yes",
  experience: "6",
  gender: "female",
  status: "unmarried",
  address: "Siliguri",
  phone: "9876543210",
  email: "priya@example.com",
  mailType: "Career",
  message: "Cover note",
  schoolcode: "DPSSWB",
};
