/** @jest-environment node */
import net from "net";
import { listSubmissions } from "../../src/db/submissions";
import { cleanPdf } from "../../src/pdf/cleanPdf";
import { sql } from "kysely";
import { CAREER, CONTACT, ORIGIN, pdfBytes, query, startService, withDb } from "./helpers";

type Service = Awaited<ReturnType<typeof startService>>;
const formUrl = (service: Service) => `${service.base}/api/form/DPSSWB/dif`;
const postContact = (service: Service, headers: Record<string, string> = {}) =>
  fetch(formUrl(service), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(CONTACT),
  });
async function postCareer(service: Service, headers: Record<string, string> = {}, resume?: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries(CAREER)) form.append(key, value);
  form.append("resume", new Blob([new Uint8Array(resume ?? (await pdfBytes()))]), "cv.pdf");
  return fetch(formUrl(service), { method: "POST", headers, body: form });
}
const storedCount = (service: Service) => withDb(service.dataDir, async (db) => (await listSubmissions(db)).length);

async function withService<T>(options: Parameters<typeof startService>[0], work: (service: Service) => Promise<T>) {
  const service = await startService(options);
  try {
    return await work(service);
  } finally {
    await service.close();
  }
}

describe("per-address limits on form posts", () => {
  it(
    "takes 5 enquiries from one address in the window, then answers 429 with a clear message and stores nothing more",
    () =>
      withService({}, async (service) => {
        const statuses = [];
        for (let i = 0; i < 5; i++) statuses.push((await postContact(service)).status);
        expect(statuses).toEqual([201, 201, 201, 201, 201]);
        const refused = await postContact(service);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        expect((await refused.json()).error).toBe(
          "Too many enquiries from your address. Please try again in 10 minutes.",
        );
        expect(await storedCount(service)).toBe(5);
      }),
    60_000,
  );

  it(
    "counts applications apart from enquiries: 3 applications, then 429",
    () =>
      withService({}, async (service) => {
        expect((await postContact(service)).status).toBe(201);
        const statuses = [];
        for (let i = 0; i < 4; i++) statuses.push((await postCareer(service)).status);
        expect(statuses).toEqual([201, 201, 201, 429]);
        expect((await postContact(service)).status).toBe(201);
      }),
    60_000,
  );

  it(
    "does not believe X-Forwarded-For from a client when no proxy is trusted",
    () =>
      withService({ limits: { contact: 2 } }, async (service) => {
        const statuses = [];
        for (let i = 0; i < 4; i++)
          statuses.push((await postContact(service, { "X-Forwarded-For": `203.0.113.${i}` })).status);
        expect(statuses).toEqual([201, 201, 429, 429]);
      }),
    60_000,
  );

  it(
    "takes the client address from X-Forwarded-For when the request comes from a trusted proxy",
    () =>
      withService({ limits: { contact: 2 }, trustProxy: ["127.0.0.1"] }, async (service) => {
        const statuses = [];
        for (let i = 0; i < 4; i++)
          statuses.push((await postContact(service, { "X-Forwarded-For": `203.0.113.${i}` })).status);
        expect(statuses).toEqual([201, 201, 201, 201]);
        const again = [];
        for (let i = 0; i < 3; i++)
          again.push((await postContact(service, { "X-Forwarded-For": "198.51.100.7" })).status);
        expect(again).toEqual([201, 201, 429]);
      }),
    60_000,
  );
});

/** A one-page PDF résumé and the size the service stores it at (rebuilt without active content). */
async function resumeAndStoredSize(): Promise<[Buffer, number]> {
  const resume = await pdfBytes();
  return [resume, (await cleanPdf(resume)).length];
}

describe("a daily cap on stored résumé bytes", () => {
  it("answers 503 once the day's résumés would pass the cap, and stores nothing more", async () => {
    const [resume, size] = await resumeAndStoredSize();
    await withService(
      { limits: { career: 100, resumeBytesPerDay: Math.floor(size * 2.5), resumeBytesPerAddressPerDay: size * 10 } },
      async (service) => {
        expect((await postCareer(service, {}, resume)).status).toBe(201);
        expect((await postCareer(service, {}, resume)).status).toBe(201);
        const refused = await postCareer(service, {}, resume);
        expect(refused.status).toBe(503);
        expect((await refused.json()).error).toBe(
          "Applications cannot be received at the moment. Please try again tomorrow, or write to the school.",
        );
        expect(await storedCount(service)).toBe(2);
        expect((await postContact(service)).status).toBe(201);
      },
    );
  }, 60_000);

  it("lets one address use only its own part of the day's allowance: others can still apply", async () => {
    const [resume, size] = await resumeAndStoredSize();
    await withService(
      {
        trustProxy: ["127.0.0.1"],
        limits: { career: 100, resumeBytesPerDay: size * 100, resumeBytesPerAddressPerDay: Math.floor(size * 2.5) },
      },
      async (service) => {
        const sender = { "X-Forwarded-For": "203.0.113.9" };
        expect((await postCareer(service, sender, resume)).status).toBe(201);
        expect((await postCareer(service, sender, resume)).status).toBe(201);
        const refused = await postCareer(service, sender, resume);
        expect(refused.status).toBe(429);
        expect((await refused.json()).error).toBe(
          "Several applications have come from your address today. Please try again tomorrow, or write to the school.",
        );
        expect((await postCareer(service, { "X-Forwarded-For": "198.51.100.4" }, resume)).status).toBe(201);
        expect(await storedCount(service)).toBe(3);
      },
    );
  }, 60_000);

  it("does not count against its sender a résumé the day's cap refused", async () => {
    const [resume, size] = await resumeAndStoredSize();
    const allowance = Math.floor(size * 2.5);
    await withService(
      {
        trustProxy: ["127.0.0.1"],
        limits: { career: 100, resumeBytesPerDay: allowance, resumeBytesPerAddressPerDay: allowance },
      },
      async (service) => {
        const sender = { "X-Forwarded-For": "203.0.113.9" };
        expect((await postCareer(service, sender, resume)).status).toBe(201);
        expect((await postCareer(service, { "X-Forwarded-For": "198.51.100.4" }, resume)).status).toBe(201);
        expect((await postCareer(service, sender, resume)).status).toBe(503);
        // The day's cap is freed; the sender has stored one résumé of the two it may.
        await query(service.dataDir, sql`DELETE FROM submissions`);
        expect((await postCareer(service, sender, resume)).status).toBe(201);
        expect((await postCareer(service, sender, resume)).status).toBe(429);
      },
    );
  }, 60_000);
});

describe("requests from other websites", () => {
  it(
    "answers 403 to an enquiry and to an application whose Origin is foreign, and stores nothing",
    () =>
      withService({}, async (service) => {
        const json = await postContact(service, { Origin: "https://evil.example" });
        expect(json.status).toBe(403);
        expect((await json.json()).error).toBe("This address does not accept requests from other websites.");
        expect((await postCareer(service, { Origin: "https://evil.example" })).status).toBe(403);
        expect((await postContact(service, { Origin: "null" })).status).toBe(403);
        const lookup = await fetch(`${service.base}/api/tc/DPSSWB`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
          body: JSON.stringify({ name: "Rahul Sharma", admission: "DPS/2015/0412" }),
        });
        expect(lookup.status).toBe(403);
        expect(await storedCount(service)).toBe(0);
        expect((await postContact(service, { Origin: ORIGIN })).status).toBe(201);
        expect((await postContact(service)).status).toBe(201);
      }),
    60_000,
  );
});

describe("a body that stops arriving", () => {
  it(
    "is dropped after the idle timeout",
    () =>
      withService({ limits: { idleTimeoutMs: 1000 } }, async (service) => {
        const started = Date.now();
        const closed = await new Promise<number>((resolve, reject) => {
          const socket = net.connect(service.port, "127.0.0.1", () => {
            socket.write(
              `POST /api/form/DPSSWB/dif HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":`,
            );
          });
          socket.on("error", () => undefined);
          socket.on("close", () => resolve(Date.now() - started));
          setTimeout(() => reject(new Error("the stalled request was not dropped within 10 s")), 10_000).unref();
        });
        expect(closed).toBeGreaterThanOrEqual(900);
        expect(await storedCount(service)).toBe(0);
      }),
    60_000,
  );
});
