/**
 * The soak of `npm run bench:api`: minutes of mixed reads, form posts and desk uploads against one
 * service process, with its resident memory read all along. The figure judged is the end against
 * the start, each after full garbage collections: memory that work leaves behind and never gives
 * back grows with every busy day, and a school's small server runs out.
 */
import { randomBytes } from "crypto";
import { mkdtempSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { DEFAULT_SCHOOL } from "../src/school";
import { addStaff } from "../src/auth/staff";
import { openDb } from "../src/db/open";
import { collectGarbage, inspectorUrl, megabytes, residentBytes } from "./processMemory";
import { freePort } from "../scripts/freePort.mjs";
import { SERVICE_MAIN, startProcess } from "./processes";
import { benchDatabaseUrl } from "./benchDatabase";
import { formSender, reader, soakFiles, uploader, type Tally } from "./soakLoad";

/** The end may be this much above the start, after garbage collection. */
const GROWTH_BUDGET = 0.2;
/** The same traffic, before the start is read: code compiled, libraries loaded, caches filled. */
const WARM_UP_MS = 30_000;
const READERS = 4;
const FORMS_PER_SECOND = 2;
const UPLOADS_PER_SECOND = 1;
const ACCOUNTS = 4;

/** Runs the mix at full tilt from now to `until`. */
async function traffic(
  base: string,
  until: number,
  tally: Tally,
  files: Awaited<ReturnType<typeof soakFiles>>,
  cookies: string[],
) {
  await Promise.all([
    ...Array.from({ length: READERS }, (_, i) => reader(base, until, tally, i * 3)),
    formSender(base, until, tally, files, FORMS_PER_SECOND),
    uploader(base, until, tally, files, cookies, UPLOADS_PER_SECOND),
  ]);
}

async function signIn(base: string, dataDir: string, databaseUrl: string | null, n: number): Promise<string> {
  const email = `soak${n}@example.com`;
  const password = randomBytes(18).toString("base64url");
  const { db } = await openDb(dataDir, databaseUrl);
  try {
    await addStaff(db, { email, role: "editor", password, school: DEFAULT_SCHOOL.code });
  } finally {
    await db.destroy();
  }
  const response = await fetch(`${base}/api/desk/session`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!response.ok || !cookie) throw new Error(`The soak's account ${email} could not sign in (${response.status}).`);
  return cookie;
}

/** Runs the soak for `minutes`, prints its figures, and answers what missed the budget. */
export async function soak(minutes: number): Promise<string[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "content-service-soak-"));
  const databaseUrl = await benchDatabaseUrl();
  const { child, stderr } = await startProcess(
    SERVICE_MAIN,
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "loopback",
      PUBLIC_SERVICE_URL: base,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    "listening",
    ["--inspect=127.0.0.1:0"],
  );
  const pid = child.pid!;
  try {
    const inspector = inspectorUrl(stderr);
    const files = await soakFiles();
    const cookies = [];
    for (let n = 1; n <= ACCOUNTS; n++) cookies.push(await signIn(base, dataDir, databaseUrl, n));
    const tally: Tally = { counts: new Map() };
    const boot = residentBytes(pid);

    await traffic(base, Date.now() + WARM_UP_MS, tally, files, cookies);
    await collectGarbage(inspector);
    const start = residentBytes(pid);

    let peak = start;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 250);
    const soakTally: Tally = { counts: new Map() };
    await traffic(base, Date.now() + minutes * 60_000, soakTally, files, cookies);
    clearInterval(sampler);
    peak = Math.max(peak, residentBytes(pid));
    await collectGarbage(inspector);
    const end = residentBytes(pid);

    const growth = end / start - 1;
    console.log(
      `\nSoak: ${minutes} min of ${READERS} readers, ${FORMS_PER_SECOND} form posts/s (half with a résumé), ` +
        `${UPLOADS_PER_SECOND} desk upload/s (a tenth PDFs)\n`,
    );
    console.log("| resident memory | MB |");
    console.log("| --- | --- |");
    console.log(`| at boot | ${megabytes(boot)} |`);
    console.log(`| start: after ${WARM_UP_MS / 1000} s of the same traffic and a full GC | ${megabytes(start)} |`);
    console.log(`| peak during the soak | ${megabytes(peak)} |`);
    console.log(
      `| end: after the soak and a full GC | ${megabytes(end)} ` +
        `(${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)}% of the start) |`,
    );
    console.log("\n| answers in the soak | count |");
    console.log("| --- | --- |");
    for (const [key, n] of [...soakTally.counts].sort()) console.log(`| ${key} | ${n} |`);

    const failures: string[] = [];
    if (growth > GROWTH_BUDGET)
      failures.push(
        `soak: resident memory ended ${(growth * 100).toFixed(1)}% above its start, over ${GROWTH_BUDGET * 100}%`,
      );
    const unexpected = [...soakTally.counts].filter(([key]) => !/ (200|201|304)$/.test(key));
    if (unexpected.length)
      failures.push(`soak: unexpected answers: ${unexpected.map(([key, n]) => `${n} × ${key}`).join(", ")}`);
    return failures;
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
