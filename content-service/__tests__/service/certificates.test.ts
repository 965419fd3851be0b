/** @jest-environment node */
import { readdirSync } from "fs";
import path from "path";
import { GRANT_TTL_MS, grantedFile } from "../../src/db/certificates";
import { CAREER, startService, withDb } from "./helpers";

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService({ limits: { certificateLookups: 100 } });
}, 60_000);
afterAll(() => service.close());

const get = (path: string) => fetch(`${service.base}${path}`);
const lookup = (body: unknown) =>
  fetch(`${service.base}/api/tc/DPSSWB`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
const image = (url: string) => get(`/api/image?url=${encodeURIComponent(url)}`);

/** The three sample records docs/content-service.md lists. */
const SAMPLES = [
  { admission: "DPS/2015/0412", name: "Rahul Sharma" },
  { admission: "DPS/2016/0733", name: "Priya Chatterjee" },
  { admission: "DPS/2018/1021", name: "Sourav Ghosh" },
];

describe("transfer certificates are private", () => {
  it.each(SAMPLES)(
    "the lookup of $admission answers a path with at least 128 random bits that opens the image, uncached",
    async (record) => {
      const found = await lookup({ name: `  ${record.name.toUpperCase()}  `, admission: record.admission });
      expect(found.status).toBe(200);
      const { data } = await found.json();
      const token = /^tc\/([A-Za-z0-9_-]+)\.jpg$/.exec(data)?.[1] ?? "";
      expect(token.length * 6).toBeGreaterThanOrEqual(128);
      const response = await image(data);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("etag")).toBeNull();
      expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    },
  );

  it("answers a different path to every lookup", async () => {
    const paths = new Set<string>();
    for (let i = 0; i < 3; i++) paths.add((await (await lookup(SAMPLES[0])).json()).data);
    expect(paths.size).toBe(3);
  });

  it.each([
    "tc/certificate-1.jpg",
    "tc/certificate-2.jpg",
    `tc/${"A".repeat(32)}.jpg`,
    "tc/",
    "certificates/x.jpg",
    "../certificates/x.jpg",
  ])("never serves a certificate at a guessed path: %s", async (guess) => {
    expect((await image(guess)).status).toBe(404);
  });

  it("never serves a certificate file by its stored name or by an attachment id", async () => {
    const stored = readdirSync(path.join(service.dataDir, "certificates"));
    expect(stored).toHaveLength(3);
    for (const file of stored) {
      expect(file).toMatch(/^[A-Za-z0-9_-]{32}\.jpg$/);
      expect((await image(file)).status).toBe(404);
      expect((await image(`certificates/${file}`)).status).toBe(404);
      expect((await get(`/api/image/${encodeURIComponent(file.replace(/\.jpg$/, ""))}`)).status).toBe(404);
    }
    for (const id of ["tc_1", "tc_2", "tc_3"]) expect((await get(`/api/image/${id}`)).status).toBe(404);
  });

  it("stops opening the certificate when the path has expired", async () => {
    const { data } = await (await lookup(SAMPLES[1])).json();
    const token = /^tc\/(.+)\.jpg$/.exec(data)?.[1] ?? "";
    await withDb(service.dataDir, async (db) => {
      expect(await grantedFile(db, token)).not.toBeNull();
      expect(await grantedFile(db, token, Date.now() + GRANT_TTL_MS + 1000)).toBeNull();
    });
  });

  it("never serves a résumé through the public image routes", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(CAREER)) form.append(key, value);
    const { pdfBytes } = await import("./helpers");
    form.append("resume", new Blob([new Uint8Array(await pdfBytes())]), "cv.pdf");
    const posted = await fetch(`${service.base}/api/form/DPSSWB/dif`, { method: "POST", body: form });
    expect(posted.status).toBe(201);
    const { id } = await posted.json();
    for (const guess of [`resumes/${id}.pdf`, `${id}.pdf`, `../resumes/${id}.pdf`])
      expect((await image(guess)).status).toBe(404);
    expect((await get(`/api/image/${id}`)).status).toBe(404);
  });

  it("finds nothing for a wrong admission number, and refuses empty fields with SPEC's message", async () => {
    expect((await lookup({ name: "Rahul Sharma", admission: "DPS/2015/0413" })).status).toBe(404);
    const empty = await lookup({ name: "\u200B", admission: "DPS/2015/0412" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual({ name: "Please fill in all fields" });
  });
});

describe("lookups are rate-limited", () => {
  it("answers 429 after the limit", async () => {
    const limited = await startService({ limits: { certificateLookups: 3 } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${limited.base}/api/tc/DPSSWB`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "x", admission: `A${i}` }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
