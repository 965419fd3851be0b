/** @jest-environment node */
/** Issue 40, "Files in a bucket": with MEDIA_BUCKET set, the service keeps every file in an
 * S3-compatible bucket (s3rver here, see s3Server.ts for what it does not check), configured only by
 * the AWS SDK's own variables, and a bucket that goes away costs a 503, never a row without its file. */
import { execFile } from "child_process";
import { existsSync } from "fs";
import path from "path";
import { buffer } from "stream/consumers";
import { promisify } from "util";
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { sql } from "kysely";
import sharp from "sharp";
import { dataPaths } from "../../src/db/open";
import { bucketStore } from "../../src/files/bucketStore";
import { FILES_UNAVAILABLE } from "../../src/files/fileStore";
import { UNNAMED_FILE_GRACE_MS } from "../../src/files/sweepUnnamed";
import { sweepUnnamedFiles } from "../../src/retention/unnamedFiles";
import { DeskClient, signedIn } from "./deskClient";
import { CAREER, DOCX_ENTRIES, npmScript, query, startService, tempDir, withDb, zipBytes } from "./helpers";
import { BUCKET, CREDENTIALS, S3Server } from "./s3Server";
import { restoreDatabase, serviceEnv } from "./testDatabases";

const run = promisify(execFile);

const PREFIX = "school-site/";
const s3 = new S3Server();
const ENV = ["AWS_ENDPOINT_URL_S3", "AWS_REGION", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"] as const;
const before = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));

let service: Awaited<ReturnType<typeof startService>>;
let editor: DeskClient;
let admin: DeskClient;
beforeAll(async () => {
  await s3.start();
  // As an operator sets them: the service reads none of these itself, the SDK does.
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  });
  // A new data folder: the sample content is seeded into the bucket as the service starts.
  service = await startService({
    dataDir: tempDir("bucket"),
    seedNewDatabase: true,
    mediaBucket: { name: BUCKET, prefix: PREFIX, pathStyle: false },
    limits: { career: 100 },
  });
  editor = await signedIn(service, "editor@school.example", "editor");
  admin = await signedIn(service, "admin@school.example", "admin");
}, 120_000);
afterAll(async () => {
  await service?.close();
  await s3.stop();
  for (const name of ENV) {
    if (before[name] === undefined) delete process.env[name];
    else process.env[name] = before[name];
  }
});

/** An object's bytes, read from the bucket with a client of the test's own. */
const object = async (key: string) =>
  buffer((await s3.client().send(new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${key}` }))).Body as never);
const count = async (table: "media" | "submissions") =>
  Number((await query(service.dataDir, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`))[0].n);
const fileOf = (id: string) =>
  withDb(service.dataDir, (db) => db.selectFrom("media").select("file").where("id", "=", id).executeTakeFirstOrThrow());

const photo = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: "#2a7f62" } })
    .jpeg()
    .toBuffer();

function careerForm(resume: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(CAREER)) form.append(key, value);
  form.append("resume", new Blob([new Uint8Array(resume.bytes)]), resume.name);
  return fetch(`${service.base}/api/form/DPSSWB/dif`, { method: "POST", body: form });
}

describe("files in the bucket", () => {
  it("serves the sample photos from the bucket, none from the data folder", async () => {
    const row = await withDb(service.dataDir, (db) =>
      db.selectFrom("media").select(["id", "file"]).where("type", "=", "image/jpeg").executeTakeFirstOrThrow(),
    );
    const response = await fetch(`${service.base}/api/image/${row.id}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(await object(`media/${row.file}`))).toBe(true);
    expect(existsSync(dataPaths(service.dataDir).media)).toBe(false);
    expect(existsSync(dataPaths(service.dataDir).certificates)).toBe(false);
  });

  it("keeps a photo uploaded at the desk in the bucket and serves it byte for byte, with its validator", async () => {
    const upload = await editor.upload(await photo(), "assembly.jpg");
    expect(upload.status).toBe(201);
    const { id } = await upload.json();
    const stored = await object(`media/${(await fileOf(id)).file}`);
    const response = await fetch(`${service.base}/api/image/${id}`);
    expect(response.status).toBe(200);
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.equals(stored)).toBe(true);
    expect(response.headers.get("content-length")).toBe(String(stored.length));
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400, immutable");
    const again = await fetch(`${service.base}/api/image/${id}`, {
      headers: { "If-None-Match": response.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    expect(existsSync(path.join(dataPaths(service.dataDir).media, "uploads"))).toBe(false);
  });

  it("keeps a résumé in the bucket, and gives it back only at the desk", async () => {
    const docx = await zipBytes(DOCX_ENTRIES);
    const sent = await careerForm({ name: "cv.docx", bytes: docx });
    expect(sent.status).toBe(201);
    const { id } = await sent.json();
    const { resume_file } = await withDb(service.dataDir, (db) =>
      db.selectFrom("submissions").select("resume_file").where("id", "=", id).executeTakeFirstOrThrow(),
    );
    expect((await object(`resumes/${resume_file}`)).equals(docx)).toBe(true);
    const download = await admin.request(`/api/desk/submissions/${id}/resume`);
    expect(download.status).toBe(200);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await download.arrayBuffer()).equals(docx)).toBe(true);
    expect((await editor.request(`/api/desk/submissions/${id}/resume`)).status).toBe(403);
    expect(existsSync(dataPaths(service.dataDir).resumes)).toBe(false);
  });

  it("keeps a certificate scan in the bucket, shows it only at the desk, and removes it with its certificate", async () => {
    const scan = await photo();
    const { id: image } = await (await admin.upload(scan, "tc.jpg", "/api/desk/certificate-images")).json();
    const issued = await admin.request("/api/desk/certificates", {
      method: "POST",
      json: { admission: "DPS/2021/0101", name: "Rahul Sharma", image },
    });
    expect(issued.status).toBe(201);
    const certificate = await issued.json();
    const { file } = await withDb(service.dataDir, (db) =>
      db.selectFrom("certificates").select("file").where("id", "=", certificate.id).executeTakeFirstOrThrow(),
    );
    const stored = await object(`certificates/${file}`);
    const shown = await admin.request(`/api/desk/certificates/${certificate.id}/image`);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await shown.arrayBuffer()).equals(stored)).toBe(true);
    expect((await editor.request(`/api/desk/certificates/${certificate.id}/image`)).status).toBe(403);
    const withdrawn = await admin.request(`/api/desk/certificates/${certificate.id}`, {
      method: "DELETE",
      headers: { "If-Match": `"${certificate.version}"` },
    });
    expect(withdrawn.status).toBe(200);
    await expect(object(`certificates/${file}`)).rejects.toMatchObject({ name: "NoSuchKey" });
  });

  it("has its daily sweep remove an object no row names, and none that a row names", async () => {
    const client = s3.client();
    const keys = async () =>
      ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: PREFIX }))).Contents ?? []).map(
        ({ Key }) => Key,
      );
    // What a crash between an object's write and its row's commit leaves.
    await client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}media/uploads/orphan.jpg`, Body: await photo() }),
    );
    const named = (await keys()).filter((key) => !key?.endsWith("orphan.jpg"));
    const later = Date.now() + UNNAMED_FILE_GRACE_MS + 60_000;
    const removed = await withDb(service.dataDir, (db) =>
      sweepUnnamedFiles(db, bucketStore(BUCKET, PREFIX, client), later),
    );
    expect(removed).toBe(1);
    expect(await keys()).toEqual(named);
  });

  it("answers 503 while the bucket is down, stores no row then, and serves again once it is back", async () => {
    const upload = await editor.upload(await photo(), "before.jpg");
    const { id } = await upload.json();
    const [media, submissions] = [await count("media"), await count("submissions")];
    await s3.stop();
    try {
      const image = await fetch(`${service.base}/api/image/${id}`);
      expect(image.status).toBe(503);
      expect(image.headers.get("retry-after")).toBe("10");
      expect(await image.json()).toEqual({ error: FILES_UNAVAILABLE });
      const refused = await editor.upload(await photo(), "during.jpg");
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("10");
      const application = await careerForm({ name: "cv.docx", bytes: await zipBytes(DOCX_ENTRIES) });
      expect(application.status).toBe(503);
      expect(await application.json()).toEqual({ error: FILES_UNAVAILABLE });
      expect([await count("media"), await count("submissions")]).toEqual([media, submissions]);
    } finally {
      await s3.start();
    }
    const back = await fetch(`${service.base}/api/image/${id}`);
    expect(back.status).toBe(200);
    expect(Buffer.from(await back.arrayBuffer()).equals(await object(`media/${(await fileOf(id)).file}`))).toBe(true);
  });

  it("keeps a deletion made while the bucket is down, and its daily sweep removes the file left behind", async () => {
    const sent = await careerForm({ name: "cv.docx", bytes: await zipBytes(DOCX_ENTRIES) });
    expect(sent.status).toBe(201);
    const { id } = await sent.json();
    const application = await (await admin.request(`/api/desk/submissions/${id}`)).json();
    const { resume_file } = await withDb(service.dataDir, (db) =>
      db.selectFrom("submissions").select("resume_file").where("id", "=", id).executeTakeFirstOrThrow(),
    );
    await s3.stop();
    try {
      const deleted = await admin.request(`/api/desk/submissions/${id}`, {
        method: "DELETE",
        headers: { "If-Match": `"${application.version}"` },
      });
      expect(deleted.status).toBe(200);
    } finally {
      await s3.start();
    }
    expect((await admin.request(`/api/desk/submissions/${id}`)).status).toBe(404);
    expect((await object(`resumes/${resume_file}`)).length).toBeGreaterThan(0);
    const later = Date.now() + UNNAMED_FILE_GRACE_MS + 60_000;
    await withDb(service.dataDir, (db) => sweepUnnamedFiles(db, bucketStore(BUCKET, PREFIX, s3.client()), later));
    await expect(object(`resumes/${resume_file}`)).rejects.toMatchObject({ name: "NoSuchKey" });
  });

  it("is copied by npm run backup, and put back into a bucket by npm run restore-files", async () => {
    const docx = await zipBytes(DOCX_ENTRIES);
    const sent = await careerForm({ name: "cv.docx", bytes: docx });
    expect(sent.status).toBe(201);
    const { id: application } = await sent.json();
    const { id: photoId } = await (await editor.upload(await photo(), "kept.jpg")).json();
    const env = { ...process.env, ...(await serviceEnv(service.dataDir)), MEDIA_BUCKET: BUCKET };
    const target = path.join(tempDir("backup"), "2026-11-28");
    const { stdout } = await run(...npmScript("backup", target), {
      env: { ...env, MEDIA_BUCKET_PREFIX: PREFIX },
    });
    expect(stdout).toContain(`the bucket ${BUCKET} (${PREFIX})`);
    expect(stdout).toMatch(/resumes\/: [1-9]\d* files/);
    expect(stdout).toMatch(/checked: all \d+ files the database names are in the backup/);

    // Restored as docs/operations.md says, into another prefix of the bucket, beside a copy of the database.
    const restoredDir = tempDir("restored");
    const restore = await run(...npmScript("restore-files", target), {
      env: { ...env, MEDIA_BUCKET_PREFIX: "restored/" },
    });
    expect(restore.stdout).toMatch(/^Restored [1-9]\d* files from .* into the bucket school-media \(restored\/\)/);
    await run("cp", ["-a", `${target}/.`, restoredDir]);
    await restoreDatabase(restoredDir);
    const restored = await startService({
      dataDir: restoredDir,
      mediaBucket: { name: BUCKET, prefix: "restored/", pathStyle: false },
    });
    try {
      const served = await fetch(`${restored.base}/api/image/${photoId}`);
      expect(served.status).toBe(200);
      expect(
        Buffer.from(await served.arrayBuffer()).equals(await object(`media/${(await fileOf(photoId)).file}`)),
      ).toBe(true);
      const restoredAdmin = await signedIn(restored, "admin2@school.example", "admin");
      const download = await restoredAdmin.request(`/api/desk/submissions/${application}/resume`);
      expect(Buffer.from(await download.arrayBuffer()).equals(docx)).toBe(true);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
