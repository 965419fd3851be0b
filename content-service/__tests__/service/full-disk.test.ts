/** @jest-environment node */
import { execFileSync } from "child_process";
import { randomBytes } from "crypto";
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, statSync, truncateSync, writeSync } from "fs";
import { sql } from "kysely";
import os from "os";
import path from "path";
import { listSubmissions } from "../../src/db/submissions";
import sharp from "sharp";
import { signedIn } from "./deskClient";
import { CAREER, CONTACT, DOCX_ENTRIES, query, startService, withDb, zipBytes } from "./helpers";
import { onPostgres } from "./testDatabases";

/** The service's data folder on a small disk of its own (a tmpfs, which only root may mount: the
 * tests run as root here and in CI), filled up as a school server's disk fills up. */
const DISK_BYTES = 6 * 1024 * 1024;

function mountSmallDisk(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "full-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${DISK_BYTES}`, "tmpfs", dir]);
  } catch (error) {
    throw new Error(
      `This test mounts a small tmpfs as the service's data folder, which needs root: ${(error as Error).message}`,
    );
  }
  return dir;
}

/** Fills the disk to the last byte, then frees `leave` bytes. */
function fill(dir: string, leave: number): void {
  const filler = path.join(dir, "filler");
  const fd = openSync(filler, "a");
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    closeSync(fd);
  }
  truncateSync(filler, Math.max(0, statSync(filler).size - leave));
}

const OUT_OF_SPACE = "The school's server is out of space. Please try again later.";

/** A scan of random pixels: it does not compress, so its re-encoded copy is about as large. */
const noisyScan = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();

/** The files in a folder of the data disk, partial ones included; none when it was never made. */
const filesIn = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

let disk: string;
beforeAll(() => {
  disk = mountSmallDisk();
});
afterAll(() => {
  execFileSync("umount", [disk]);
  rmSync(disk, { recursive: true, force: true });
});

it("answers 507 to a résumé, a photo and a certificate scan on a full disk, keeps nothing half-written, and keeps answering reads", async () => {
  const service = await startService({ dataDir: disk, seedNewDatabase: false });
  try {
    // A Word résumé of about 1.5 MB that does not compress, on a disk with 300 KB left.
    const admin = await signedIn(service, "office@example.com", "admin");
    const scan = await noisyScan(1200);
    const resume = await zipBytes({
      ...DOCX_ENTRIES,
      "word/media/photo.bin": randomBytes(1024 * 1024).toString("latin1"),
    });
    fill(disk, 300 * 1024);
    const form = new FormData();
    for (const [key, value] of Object.entries(CAREER)) form.append(key, value);
    form.append("resume", new Blob([new Uint8Array(resume)]), "cv.docx");
    const career = await fetch(`${service.base}/api/form/DPSSWB/dif`, { method: "POST", body: form });
    expect(career.status).toBe(507);
    expect((await career.json()).error).toBe(OUT_OF_SPACE);
    expect(readdirSync(path.join(disk, "resumes"))).toEqual([]);
    expect(await withDb(disk, (db) => listSubmissions(db))).toEqual([]);

    const photo = await admin.upload(scan, "sports-day.jpg");
    expect(photo.status).toBe(507);
    expect((await photo.json()).error).toBe(OUT_OF_SPACE);
    expect(filesIn(path.join(disk, "media", "uploads"))).toEqual([]);
    expect(Number((await query(disk, sql<{ n: number }>`SELECT COUNT(*) AS n FROM media`))[0].n)).toBe(0);

    const certificate = await admin.upload(scan, "tc.jpg", "/api/desk/certificate-images");
    expect(certificate.status).toBe(507);
    expect((await certificate.json()).error).toBe(OUT_OF_SPACE);
    expect(filesIn(path.join(disk, "certificates"))).toEqual([]);
    expect(Number((await query(disk, sql<{ n: number }>`SELECT COUNT(*) AS n FROM certificate_uploads`))[0].n)).toBe(0);

    fill(disk, 0);
    const contact = await fetch(`${service.base}/api/form/DPSSWB/dif`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(CONTACT),
    });
    // An enquiry is a row alone: on PostgreSQL the database server keeps it, not this full disk.
    expect(contact.status).toBe(onPostgres ? 201 : 507);
    if (!onPostgres) expect((await contact.json()).error).toBe(OUT_OF_SPACE);

    expect((await fetch(`${service.base}/health`)).status).toBe(200);
    expect((await fetch(`${service.base}/api/news/DPSSWB`)).status).toBe(200);
  } finally {
    await service.close();
  }
}, 60_000);
