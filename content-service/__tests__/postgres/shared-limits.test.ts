/** @jest-environment node */
/**
 * Two instances of the service on one PostgreSQL database, as behind a load balancer, count every
 * limit together: what one instance allows an address, both together allow, and no more. The
 * addresses are stored only as keyed hashes.
 */
import { addStaff } from "../../src/auth/staff";
import { openDb } from "../../src/db/open";
import { cleanPdf } from "../../src/pdf/cleanPdf";
import { DeskClient, PASSWORD } from "../service/deskClient";
import { CAREER, CONTACT, ORIGIN, pdfBytes, startService, tempDir } from "../service/helpers";
import { ownedDatabase, startTestCluster, type TestCluster } from "./cluster";

type Service = Awaited<ReturnType<typeof startService>>;

let cluster: TestCluster;
let resume: Buffer;
let a: Service;
let b: Service;

beforeAll(async () => {
  cluster = await startTestCluster();
  const databaseUrl = await ownedDatabase(cluster, "shared_limits");
  resume = await pdfBytes();
  const stored = (await cleanPdf(resume)).length;
  const { db } = await openDb(tempDir("limits-setup"), databaseUrl);
  await addStaff(db, { email: "editor@school.example", role: "editor", password: PASSWORD, school: "DPSSWB" });
  await db.destroy();
  const start = () =>
    startService({
      dataDir: tempDir("limits"),
      databaseUrl,
      trustProxy: ["127.0.0.1"],
      limits: { career: 100, certificateLookups: 3, resumeBytesPerAddressPerDay: Math.floor(stored * 2.5) },
    });
  // One after the other: the first makes and seeds the database.
  a = await start();
  b = await start();
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  cluster?.stop();
});

/** A request from `address`, as the trusted proxy in front of every instance names it. */
const from = (address: string) => ({ "X-Forwarded-For": address, Origin: ORIGIN });

const postContact = (service: Service, address: string) =>
  fetch(`${service.base}/api/form/DPSSWB/dif`, {
    method: "POST",
    headers: { ...from(address), "Content-Type": "application/json" },
    body: JSON.stringify(CONTACT),
  });

function postCareer(service: Service, address: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(CAREER)) form.append(key, value);
  form.append("resume", new Blob([new Uint8Array(resume)]), "cv.pdf");
  return fetch(`${service.base}/api/form/DPSSWB/dif`, { method: "POST", headers: from(address), body: form });
}

const lookup = (service: Service, address: string, admission: string) =>
  fetch(`${service.base}/api/tc/DPSSWB`, {
    method: "POST",
    headers: { ...from(address), "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Nobody", admission }),
  });

it("takes five enquiries from one address through both instances together, then refuses the sixth at either", async () => {
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push((await postContact(i % 2 ? b : a, "203.0.113.5")).status);
  expect(statuses).toEqual([201, 201, 201, 201, 201]);
  for (const service of [a, b]) {
    const refused = await postContact(service, "203.0.113.5");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toBe("Too many enquiries from your address. Please try again in 10 minutes.");
  }
  expect((await postContact(b, "198.51.100.5")).status).toBe(201);
});

it("shares each address's résumé allowance: what one instance took counts at the other", async () => {
  expect((await postCareer(a, "203.0.113.6")).status).toBe(201);
  expect((await postCareer(b, "203.0.113.6")).status).toBe(201);
  for (const service of [a, b]) {
    const refused = await postCareer(service, "203.0.113.6");
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe(
      "Several applications have come from your address today. Please try again tomorrow, or write to the school.",
    );
  }
  expect((await postCareer(b, "198.51.100.6")).status).toBe(201);
});

it("shares certificate lookups per address: three through both instances, then 429 at either", async () => {
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push((await lookup(i % 2 ? b : a, "203.0.113.7", `A${i}`)).status);
  expect(statuses).toEqual([404, 404, 404, 429, 429]);
  expect((await lookup(a, "198.51.100.7", "A9")).status).toBe(404);
});

it("locks out, at the other instance too, an account and address after five wrong passwords at one", async () => {
  const atA = new DeskClient(a.base);
  for (let i = 0; i < 5; i++) expect((await atA.signIn("editor@school.example", "a wrong guess")).status).toBe(401);
  const atB = new DeskClient(b.base);
  const locked = await atB.signIn("editor@school.example", PASSWORD);
  expect(locked.status).toBe(429);
  expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
  expect((await locked.json()).error).toBe(
    "Too many failed sign-ins. Try again in 15 minutes. If you have forgotten your password, an admin can reset it.",
  );
});

it("stores no address in the clear", async () => {
  const stored = await Promise.all(
    ["rate_limit_hits", "resume_sends"].map((table) => cluster.admin([`SELECT * FROM ${table}`], "shared_limits")),
  );
  expect(stored.map((rows) => rows.length > 0)).toEqual([true, true]);
  expect(JSON.stringify(stored)).not.toMatch(/203\.0\.113|198\.51\.100|127\.0\.0\.1/);
});
