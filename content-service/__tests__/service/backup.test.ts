/** @jest-environment node */
import { execFile } from "child_process";
import { existsSync, readdirSync, rmSync } from "fs";
import path from "path";
import { promisify } from "util";
import { backup } from "../../src/cli/backup";
import { listSubmissions } from "../../src/db/submissions";
import { folderStore } from "../../src/files/folderStore";
import { seed } from "../../src/seed/seed";
import { pdfBytes, seededDataDir, npmScript, startService, tempDir, withDb } from "./helpers";
import { databaseUrlOf, onPostgres, restoreDatabase, serviceEnv } from "./testDatabases";

const run = promisify(execFile);
const LISTS = [
  "/api/news/All/DPSSWB",
  "/api/events/All/DPSSWB",
  "/api/gallery/All/DPSSWB",
  "/api/birthdays/DPSSWB",
  "/api/blog/All/DPSSWB",
  "/api/topper/DPSSWB",
  "/api/highlight/all/DPSSWB",
  "/api/academicCalender/all/DPSSWB",
  "/api/onlineRegistration/DPSSWB",
];

describe("npm run backup", () => {
  it("writes a copy of a running service's data that, restored, holds every record and file", async () => {
    const live = await startService();
    const restoredDir = tempDir("restored");
    try {
      const contact = {
        name: "Asha Roy",
        address: "Siliguri",
        phone: "9876543210",
        email: "asha@example.com",
        mailType: "Enquiry",
        message: "Kept",
        schoolcode: "DPSSWB",
      };
      expect(
        (
          await fetch(`${live.base}/api/form/DPSSWB/dif`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(contact),
          })
        ).status,
      ).toBe(201);
      const form = new FormData();
      for (const [key, value] of Object.entries({
        ...contact,
        dob: "1990-04-12",
        subject: "Physics",
        profession: "no",
        experience: "0",
        gender: "male",
        status: "married",
        mailType: "Career",
      }))
        form.append(key, value);
      form.append("resume", new Blob([new Uint8Array(await pdfBytes())]), "cv.pdf");
      expect((await fetch(`${live.base}/api/form/DPSSWB/dif`, { method: "POST", body: form })).status).toBe(201);

      // The backup runs as docs/operations.md says, while the service is up.
      const target = path.join(tempDir("backup"), "2026-11-23");
      const { stdout } = await run(...npmScript("backup", target), {
        env: { ...process.env, ...(await serviceEnv(live.dataDir)) },
      });
      expect(stdout).toMatch(onPostgres ? /content\.dump: \d+ content items/ : /content\.db: \d+ content items/);
      expect(stdout).toMatch(/media\/: \d+ files/);
      expect(stdout).toMatch(/resumes\/: 1 files/);
      expect(stdout).toMatch(/checked: all \d+ files the database names are in the backup/);

      // Restore: the backup folder is a data folder; copy it into place and start the service on it.
      await run("cp", ["-a", `${target}/.`, restoredDir]);
      await restoreDatabase(restoredDir);
      const restored = await startService({ dataDir: restoredDir });
      try {
        for (const list of LISTS) {
          expect(await (await fetch(`${restored.base}${list}`)).json()).toEqual(
            await (await fetch(`${live.base}${list}`)).json(),
          );
        }
        const gallery = (await (await fetch(`${restored.base}/api/gallery/All/DPSSWB`)).json()) as {
          attachments: string[];
        }[];
        for (const id of gallery.flatMap((g) => g.attachments))
          expect((await fetch(`${restored.base}/api/image/${id}`)).status).toBe(200);
        const lookup = await fetch(`${restored.base}/api/tc/DPSSWB`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "Priya Chatterjee", admission: "DPS/2016/0733" }),
        });
        expect(
          (await fetch(`${restored.base}/api/image?url=${encodeURIComponent((await lookup.json()).data)}`)).status,
        ).toBe(200);
        const before = await withDb(live.dataDir, listSubmissions);
        const after = await withDb(restoredDir, listSubmissions);
        expect(after).toEqual(before);
        const resume = after.find((s) => s.kind === "career")?.resumeFile ?? "";
        expect(existsSync(path.join(restoredDir, "resumes", resume))).toBe(true);
      } finally {
        await restored.close();
      }
    } finally {
      await live.close();
    }
  }, 120_000);

  it("refuses a folder that is not empty, and writes nothing into it", async () => {
    const dataDir = tempDir("refuse");
    const target = tempDir("occupied");
    await run("touch", [path.join(target, "keep.txt")]);
    await expect(
      run(...npmScript("backup", target), {
        env: { ...process.env, ...(await serviceEnv(dataDir)) },
      }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining("is not empty"),
    });
    expect(readdirSync(target)).toEqual(["keep.txt"]);
  }, 60_000);

  it("stays consistent when a reseed removes files between the snapshot and the copy", async () => {
    const dataDir = seededDataDir();
    const target = path.join(tempDir("race"), "backup");
    const certificateFiles = (dir: string) =>
      withDb(dir, async (db) => (await db.selectFrom("certificates").select("file").execute()).map((row) => row.file));
    let replaced: string[] = [];
    // The reseed runs exactly after the first snapshot, before any file is copied.
    const report = await backup(dataDir, target, {
      databaseUrl: await databaseUrlOf(dataDir),
      afterSnapshot: async (attempt) => {
        if (attempt !== 1) return;
        // What the snapshot just taken names: nothing has changed the data folder since.
        replaced = await certificateFiles(dataDir);
        await withDb(dataDir, (db) => seed(db, folderStore(dataDir)));
      },
    });
    // The race was real: the certificates the first snapshot named were gone before their copy.
    expect(replaced).toHaveLength(3);
    for (const file of replaced) expect(existsSync(path.join(dataDir, "certificates", file))).toBe(false);
    expect(report.at(-1)).toMatch(/^checked: all \d+ files the database names are in the backup$/);
    await restoreDatabase(target);
    expect((await certificateFiles(target)).sort()).toEqual((await certificateFiles(dataDir)).sort());

    const restored = await startService({ dataDir: target });
    try {
      for (const [name, admission] of [
        ["Rahul Sharma", "DPS/2015/0412"],
        ["Priya Chatterjee", "DPS/2016/0733"],
        ["Sourav Ghosh", "DPS/2018/1021"],
      ]) {
        const lookup = await fetch(`${restored.base}/api/tc/DPSSWB`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name, admission }),
        });
        expect(
          (await fetch(`${restored.base}/api/image?url=${encodeURIComponent((await lookup.json()).data)}`)).status,
        ).toBe(200);
      }
      const gallery = (await (await fetch(`${restored.base}/api/gallery/All/DPSSWB`)).json()) as {
        attachments: string[];
      }[];
      for (const id of gallery.flatMap((g) => g.attachments))
        expect((await fetch(`${restored.base}/api/image/${id}`)).status).toBe(200);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it("fails loudly, and keeps nothing, when a file the database names cannot be copied", async () => {
    const dataDir = seededDataDir();
    const [{ file: lost }] = await withDb(dataDir, (db) => db.selectFrom("certificates").select("file").execute());
    rmSync(path.join(dataDir, "certificates", lost));
    const target = tempDir("incomplete");
    let attempts = 0;
    const databaseUrl = await databaseUrlOf(dataDir);
    await expect(backup(dataDir, target, { databaseUrl, afterSnapshot: () => void attempts++ })).rejects.toThrow(
      new RegExp(`^Backup failed: 1 files .*certificates/${lost}.*was emptied`),
    );
    expect(attempts).toBe(3);
    expect(readdirSync(target)).toEqual([]);
  }, 60_000);
});
