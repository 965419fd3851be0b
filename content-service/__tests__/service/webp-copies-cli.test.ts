/** @jest-environment node */
import { execFile } from "child_process";
import { existsSync, readdirSync, rmSync } from "fs";
import path from "path";
import { dataPaths } from "../../src/db/open";
import { acrossSchools } from "../../src/db/schoolScope";
import { folderStore } from "../../src/files/folderStore";
import { addWebpCopies } from "../../src/media/addWebpCopies";
import { npmScript, seededDataDir, startService, withDb } from "./helpers";
import { serviceEnv } from "./testDatabases";

jest.setTimeout(60_000);

const CHROMIUM_IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

async function webpCopies(dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, ...(await serviceEnv(dataDir)) };
  return new Promise((resolve) => {
    const [command, args] = npmScript("webp-copies");
    execFile(command, args, { env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const variantsOf = (dataDir: string, id: string) =>
  withDb(dataDir, async (db) =>
    JSON.parse(
      (await db.selectFrom("media").select("variants").where("id", "=", id).executeTakeFirstOrThrow())
        .variants as string,
    ),
  ) as Promise<Record<string, string>>;

/** Takes the seeded photos `ids` back to how photos were stored before WebP copies: JPEG copies only. */
async function asBeforeWebp(dataDir: string, ids: string[]): Promise<void> {
  for (const id of ids) {
    const copies = await variantsOf(dataDir, id);
    const jpegOnly = Object.fromEntries(Object.entries(copies).filter(([key]) => /^\d+$/.test(key)));
    await withDb(dataDir, (db) =>
      db
        .updateTable("media")
        .set({ variants: JSON.stringify(jpegOnly) })
        .where("id", "=", id)
        .execute(),
    );
  }
}

const OLD = ["img_0001", "img_0002", "img_0003"];

it("gives photos stored before WebP copies theirs, which the service then sends; a second run finds none to do", async () => {
  const dataDir = seededDataDir();
  await asBeforeWebp(dataDir, OLD);
  // A photo narrower than the copies has none, and needs none.
  await withDb(dataDir, (db) => db.updateTable("media").set({ variants: "{}" }).where("id", "=", "img_0004").execute());
  const first = await webpCopies(dataDir);
  expect(first).toMatchObject({ code: 0, stderr: "" });
  expect(first.stdout).toBe(`Made WebP copies of 3 photos in ${folderStore(dataDir).where}.\n`);
  for (const id of OLD) {
    const copies = await variantsOf(dataDir, id);
    expect(Object.keys(copies).sort()).toEqual(["480", "480.webp", "960", "960.webp"]);
    expect(existsSync(path.join(dataPaths(dataDir).media, copies["480.webp"]))).toBe(true);
  }
  const service = await startService({ dataDir });
  try {
    const copy = await fetch(`${service.base}/api/image/${OLD[0]}?w=480`, {
      headers: { Accept: CHROMIUM_IMAGE_ACCEPT },
    });
    expect(copy.headers.get("content-type")).toBe("image/webp");
  } finally {
    await service.close();
  }
  expect(await webpCopies(dataDir)).toMatchObject({ code: 0, stdout: "Every photo already has its WebP copies.\n" });
});

it("names the photo whose file is missing, makes the others' copies, and ends with code 1", async () => {
  const dataDir = seededDataDir();
  await asBeforeWebp(dataDir, OLD);
  const file = await withDb(
    dataDir,
    async (db) => (await db.selectFrom("media").select("file").where("id", "=", OLD[1]).executeTakeFirstOrThrow()).file,
  );
  rmSync(path.join(dataPaths(dataDir).media, file));
  const run = await webpCopies(dataDir);
  expect(run.code).toBe(1);
  expect(run.stdout).toContain("Made WebP copies of 2 photos");
  expect(run.stderr).toContain(`Photo ${OLD[1]} was left without WebP copies: its file ${file} is missing.`);
  expect(Object.keys(await variantsOf(dataDir, OLD[1]))).toEqual(["480", "960"]);
});

it("leaves a photo changed at the desk while its copies were made as it now is, and keeps none of the files made for it", async () => {
  const dataDir = seededDataDir();
  await asBeforeWebp(dataDir, [OLD[0]]);
  const store = folderStore(dataDir);
  const put: string[] = [];
  const changedAtTheDesk = {
    ...store,
    where: store.where,
    put: async (area: "media", name: string, bytes: Uint8Array) => {
      if (!put.length)
        await withDb(dataDir, (db) =>
          db.updateTable("media").set({ variants: '{"480":"elsewhere-480.jpg"}' }).where("id", "=", OLD[0]).execute(),
        );
      put.push(name);
      return store.put(area, name, bytes);
    },
  };
  expect(await withDb(dataDir, (db) => addWebpCopies(acrossSchools(db), changedAtTheDesk))).toEqual({
    made: 0,
    changedMeanwhile: 1,
    failed: [],
  });
  expect(await variantsOf(dataDir, OLD[0])).toEqual({ 480: "elsewhere-480.jpg" });
  expect(put).toHaveLength(2);
  // Neither put in place nor left half-written (src/fs/durableFile.ts).
  const written = put.map((name) => path.join(dataPaths(dataDir).media, name));
  expect(
    readdirSync(path.dirname(written[0])).filter((entry) =>
      written.some((file) => entry.startsWith(path.basename(file))),
    ),
  ).toEqual([]);
});
