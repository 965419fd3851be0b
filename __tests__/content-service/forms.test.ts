/** @jest-environment node */
import { spawn, type ChildProcess } from "child_process";
import { mkdtempSync, readdirSync } from "fs";
import os from "os";
import path from "path";
import { openDb } from "../../content-service/src/db";
import { listSubmissions } from "../../content-service/src/submissions";
import { startService } from "./helpers";

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService({ tcRateLimit: { max: 5, timeWindow: 60_000 } });
}, 60_000);
afterAll(() => service.close());

const CONTACT = { name: "Asha Roy", address: "Siliguri", phone: "9876543210", email: "asha@example.com", mailType: "Enquiry", message: "Hello", schoolcode: "DPSSWB" };
const CAREER: Record<string, string> = {
  name: "Priya Das", dob: "1990-04-12", subject: "Physics", profession: "yes", experience: "6", gender: "female",
  status: "unmarried", address: "Siliguri", phone: "9876543210", email: "priya@example.com", mailType: "Career", message: "Cover note", schoolcode: "DPSSWB",
};
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n");

const postJson = (body: unknown, raw?: string) =>
  fetch(`${service.base}/api/form/DPSSWB/dif`, { method: "POST", headers: { "Content-Type": "application/json" }, body: raw ?? JSON.stringify(body) });

function careerForm(fields: Record<string, string>, resume?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (resume) form.append("resume", new Blob([new Uint8Array(resume.bytes)]), resume.name);
  return fetch(`${service.base}/api/form/DPSSWB/dif`, { method: "POST", body: form });
}

const stored = () => {
  const db = openDb(service.dataDir);
  try {
    return listSubmissions(db);
  } finally {
    db.close();
  }
};

describe("contact enquiries", () => {
  it("stores good input and answers 201 with an id", async () => {
    const response = await postJson({ ...CONTACT, name: "  Asha Roy  " });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const record = stored().find((s) => s.id === id);
    expect(record?.body).toMatchObject({ name: "Asha Roy", mailType: "Enquiry" });
  });

  it.each([
    ["name", "Please enter your name."],
    ["address", "Please enter your address."],
    ["phone", "Please enter phone number."],
    ["email", "Please enter your email."],
    ["mailType", "Please select a topic."],
    ["message", "Please enter a message."],
  ])("rejects a missing %s with SPEC's message", async (field, message) => {
    const before = stored().length;
    const response = await postJson({ ...CONTACT, [field]: "   " });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toBe(message);
    expect(stored()).toHaveLength(before);
  });

  it.each([
    [{ phone: "98765432101" }, "phone", "Enter a valid 10-digit phone number."],
    [{ phone: "98765abcde" }, "phone", "Enter a valid 10-digit phone number."],
    [{ email: "asha@example" }, "email", "Enter a valid email address."],
    [{ mailType: "Spam" }, "mailType", "Please select a topic."],
    [{ name: 42 }, "name", "Please enter your name."],
    [{ message: ["x"] }, "message", "Please enter a message."],
  ])("rejects %p", async (change, field, message) => {
    const response = await postJson({ ...CONTACT, ...change });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toBe(message);
  });

  it("answers 400 to broken JSON and 413 to a body too large, never 500", async () => {
    expect((await postJson(null, '{"name": "Asha",')).status).toBe(400);
    expect((await postJson({ ...CONTACT, message: "x".repeat(70 * 1024) })).status).toBe(413);
    expect((await postJson([1, 2, 3])).status).toBe(400);
  });
});

describe("career applications", () => {
  it("stores the application and its resume under a generated name", async () => {
    const response = await careerForm(CAREER, { name: "my cv.pdf", bytes: PDF });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const record = stored().find((s) => s.id === id);
    expect(record?.kind).toBe("career");
    expect(path.basename(record?.resumeFile ?? "")).toBe(`${id}.pdf`);
    expect(readdirSync(path.join(service.dataDir, "resumes"))).toContain(`${id}.pdf`);
  });

  it("rejects an .exe renamed to .pdf, and a resume of another type", async () => {
    const exe = await careerForm(CAREER, { name: "cv.pdf", bytes: Buffer.from("MZ\x90\x00 this is not a pdf") });
    expect(exe.status).toBe(400);
    expect((await exe.json()).errors.resume).toBe("Please upload your resume. Accepted types: pdf, doc, docx.");
    const txt = await careerForm(CAREER, { name: "cv.txt", bytes: Buffer.from("%PDF-") });
    expect(txt.status).toBe(400);
  });

  it("answers 413 to a 6 MB resume and stores nothing", async () => {
    const before = stored().length;
    const response = await careerForm(CAREER, { name: "big.pdf", bytes: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]) });
    expect(response.status).toBe(413);
    expect((await response.json()).errors.resume).toBe("The resume must be 5 MB or smaller.");
    expect(stored()).toHaveLength(before);
  });

  it("names every missing field", async () => {
    const response = await careerForm({ schoolcode: "DPSSWB" });
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(Object.keys(errors).sort()).toEqual(
      ["address", "dob", "email", "experience", "gender", "mailType", "message", "name", "phone", "profession", "resume", "status", "subject"].sort(),
    );
  });

  it("answers 400 to a broken multipart body", async () => {
    const response = await fetch(`${service.base}/api/form/DPSSWB/dif`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=XYZ" },
      body: "--XYZ\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nPriya",
    });
    expect(response.status).toBe(400);
  });
});

describe("transfer certificates", () => {
  const lookup = (body: unknown) =>
    fetch(`${service.base}/api/tc/DPSSWB`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

  it("finds a record whatever the name's case and spacing, and 404s otherwise; then limits the rate", async () => {
    const found = await lookup({ name: "  RAHUL   sharma ", admission: "DPS/2015/0412" });
    expect(found.status).toBe(200);
    const { data } = await found.json();
    const image = await fetch(`${service.base}/api/image?url=${encodeURIComponent(data)}`);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect((await lookup({ name: "Rahul Sharma", admission: "DPS/2015/0413" })).status).toBe(404);
    expect((await lookup({ name: "", admission: "DPS/2015/0412" })).status).toBe(400);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await lookup({ name: "x", admission: `A${i}` })).status);
    expect(statuses).toContain(429);
  });
});

describe("durability", () => {
  let child: ChildProcess | null = null;
  afterEach(() => child?.kill("SIGKILL"));

  const start = (dataDir: string, port: number) =>
    new Promise<ChildProcess>((resolve, reject) => {
      const proc = spawn(process.execPath, ["--import", "tsx", "content-service/src/main.ts"], {
        env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      proc.stdout?.on("data", (chunk) => {
        output += chunk;
        if (output.includes("Server listening")) resolve(proc);
      });
      proc.on("exit", (code) => reject(new Error(`service exited (${code}): ${output}`)));
    });

  it("keeps a submission stored before its 201 through a kill -9 and a restart", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "content-service-kill-"));
    const port = 4500 + Math.floor(Math.random() * 400);
    child = await start(dataDir, port);
    const response = await fetch(`http://127.0.0.1:${port}/api/form/DPSSWB/dif`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...CONTACT, message: "Survives a crash" }),
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    child.kill("SIGKILL");
    await new Promise((resolve) => child?.once("exit", resolve));
    child = await start(dataDir, port);
    const db = openDb(dataDir);
    const record = listSubmissions(db).find((s) => s.id === id);
    db.close();
    expect(record?.body.message).toBe("Survives a crash");
  }, 60_000);
});
