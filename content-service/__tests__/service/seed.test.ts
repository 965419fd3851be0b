/** @jest-environment node */
import { execFile } from "child_process";
import { promisify } from "util";
import { insertEntities } from "../../src/db/entities";
import { npmScript, startService, withDb } from "./helpers";
import { serviceEnv } from "./testDatabases";

const run = promisify(execFile);
const seedCli = async (dataDir: string, ...args: string[]) =>
  run(...npmScript("seed", ...args), {
    env: { ...process.env, ...(await serviceEnv(dataDir)) },
  });

describe("npm run seed", () => {
  it("refuses a database holding content made at the desk, then with --force replaces only the sample content", async () => {
    const service = await startService();
    try {
      const desk = { _id: "news_desk", title: "Published at the desk", fromDate: "2026-11-20", attachments: [] };
      await withDb(service.dataDir, (db) =>
        insertEntities(db, [{ kind: "news", id: "news_desk", body: desk }], "desk"),
      );
      const before = await (await fetch(`${service.base}/api/news/All/DPSSWB`)).json();

      await expect(seedCli(service.dataDir)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining("created at the desk"),
      });
      expect(await (await fetch(`${service.base}/api/news/All/DPSSWB`)).json()).toEqual(before);

      const { stdout } = await seedCli(service.dataDir, "--force");
      expect(stdout).toMatch(/^Seeded \d+ items/);
      const after = (await (await fetch(`${service.base}/api/news/All/DPSSWB`)).json()) as { _id: string }[];
      expect(after).toContainEqual(desk);
      expect(after.filter((n) => n._id === "news_desk")).toHaveLength(1);
      expect(after.length).toBe(before.length);
    } finally {
      await service.close();
    }
  }, 120_000);
});
