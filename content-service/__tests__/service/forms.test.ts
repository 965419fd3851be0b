/** @jest-environment node */
import { spawn, type ChildProcess } from "child_process";
import { readdirSync, readFileSync } from "fs";
import path from "path";
import { listSubmissions } from "../../src/db/submissions";
import { ACTIVE_CONTENT, hostilePdf, pdfObjects } from "../fixtures/hostilePdf";
import {
  CAREER,
  CONTACT,
  docBytes,
  DOCX_ENTRIES,
  pdfBytes,
  serviceSource,
  startService,
  tempDir,
  withDb,
  zipBytes,
} from "./helpers";
import { serviceEnv } from "./testDatabases";

let service: Awaited<ReturnType<typeof startService>>;
let PDF: Buffer;
beforeAll(async () => {
  // Generous form limits: this suite is about what is accepted, intake.test.ts about how much.
  service = await startService({ limits: { contact: 1000, career: 1000, certificateLookups: 5 } });
  PDF = await pdfBytes();
}, 60_000);
afterAll(() => service.close());

const postJson = (body: unknown, raw?: string) =>
  fetch(`${service.base}/api/form/DPSSWB/dif`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: raw ?? JSON.stringify(body),
  });

function careerForm(fields: Record<string, string>, resume?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (resume) form.append("resume", new Blob([new Uint8Array(resume.bytes)]), resume.name);
  return fetch(`${service.base}/api/form/DPSSWB/dif`, { method: "POST", body: form });
}

const stored = () => withDb(service.dataDir, listSubmissions);

describe("contact enquiries", () => {
  it("stores good input and answers 201 with an id", async () => {
    const response = await postJson({ ...CONTACT, name: "  Asha Roy  " });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const record = (await stored()).find((s) => s.id === id);
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
    const before = (await stored()).length;
    const response = await postJson({ ...CONTACT, [field]: "   " });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toBe(message);
    expect(await stored()).toHaveLength(before);
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

  it.each([
    ["name", 101, "Your name must be 100 characters or fewer."],
    ["address", 301, "The address must be 300 characters or fewer."],
    ["message", 2001, "The message must be 2000 characters or fewer."],
    ["message", 30_000, "The message must be 2000 characters or fewer."],
  ])("refuses a %s of %i characters, naming the field, and stores nothing", async (field, length, message) => {
    const before = (await stored()).length;
    const response = await postJson({ ...CONTACT, [field]: "x".repeat(length) });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ [field]: message });
    expect(await stored()).toHaveLength(before);
  });

  it("keeps a value exactly at its limit whole", async () => {
    const response = await postJson({ ...CONTACT, message: "y".repeat(2000) });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect((await stored()).find((s) => s.id === id)?.body.message).toHaveLength(2000);
  });

  it.each([
    ["zero-width spaces", "\u200B\u200B\u200B"],
    ["a byte-order mark and no-break spaces", "\uFEFF\u00A0\u00A0"],
    ["word joiners and a Hangul filler", "\u2060\u3164\u2060"],
    ["bidi marks", "\u200E\u200F\u202E"],
  ])("counts a name of only %s as empty", async (_label, name) => {
    const response = await postJson({ ...CONTACT, name });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.name).toBe("Please enter your name.");
  });

  it("keeps a zero-width joiner inside a word", async () => {
    const name = "Arun\u200DKumar";
    const response = await postJson({ ...CONTACT, name: `\u200B${name}\u200B` });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect((await stored()).find((s) => s.id === id)?.body.name).toBe(name);
  });

  it.each([
    ["a NUL", "Asha\u0000Roy"],
    ["an escape sequence", "Asha \u001b[2J Roy"],
    ["a backspace", "Asha\bRoy"],
    ["a C1 control", "Asha\u009bRoy"],
    ["a lone surrogate", "Asha\uD800Roy"],
  ])("refuses %s in a field", async (_label, name) => {
    const before = (await stored()).length;
    const response = await postJson({ ...CONTACT, name });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.name).toBe("Please remove the hidden formatting characters from this field.");
    expect(await stored()).toHaveLength(before);
  });

  it("accepts line breaks and tabs in a message", async () => {
    const response = await postJson({ ...CONTACT, message: "Line one\r\nLine two\n\tindented" });
    expect(response.status).toBe(201);
  });

  it("answers 400 to broken JSON and 413 to a body too large, never 500", async () => {
    expect((await postJson(null, '{"name": "Asha",')).status).toBe(400);
    expect((await postJson({ ...CONTACT, message: "x".repeat(70 * 1024) })).status).toBe(413);
    expect((await postJson([1, 2, 3])).status).toBe(400);
  });
});

describe("career applications", () => {
  it("stores the application and its résumé under a generated name", async () => {
    const response = await careerForm(CAREER, { name: "my cv.pdf", bytes: PDF });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const record = (await stored()).find((s) => s.id === id);
    expect(record?.kind).toBe("career");
    expect(record?.resumeFile).toBe(`${id}.pdf`);
    expect(readdirSync(path.join(service.dataDir, "resumes"))).toContain(`${id}.pdf`);
  });

  it.each([
    ["a date that is not in the calendar", "2026-02-31", "Please enter date of birth."],
    [
      "a date of birth in the future",
      "2099-01-01",
      "Please check the date of birth: an applicant is 18 to 80 years old.",
    ],
    [
      "a date of birth two centuries ago",
      "1800-01-01",
      "Please check the date of birth: an applicant is 18 to 80 years old.",
    ],
  ])("refuses %s (%s) and stores nothing", async (_label, dob, message) => {
    const before = (await stored()).length;
    const response = await careerForm({ ...CAREER, dob }, { name: "cv.pdf", bytes: PDF });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.dob).toBe(message);
    expect(await stored()).toHaveLength(before);
  });

  it("refuses a name holding a right-to-left override, and stores nothing", async () => {
    const before = (await stored()).length;
    const response = await careerForm({ ...CAREER, name: "Priya \u202EsaD" }, { name: "cv.pdf", bytes: PDF });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      name: "Please remove the hidden formatting characters from this field.",
    });
    expect(await stored()).toHaveLength(before);
  });

  it("stores a PDF résumé rebuilt without scripts, automatic actions or embedded files", async () => {
    const response = await careerForm(CAREER, { name: "cv.pdf", bytes: Buffer.from(await hostilePdf()) });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const objects = await pdfObjects(readFileSync(path.join(service.dataDir, "resumes", `${id}.pdf`)));
    for (const word of ACTIVE_CONTENT) expect(objects).not.toContain(word);
  });

  it("accepts a Word document (.docx) and a Word 97 document (.doc)", async () => {
    const docx = await careerForm(CAREER, { name: "cv.docx", bytes: await zipBytes(DOCX_ENTRIES) });
    expect(docx.status).toBe(201);
    expect((await careerForm(CAREER, { name: "cv.doc", bytes: docBytes() })).status).toBe(201);
  });

  it.each([
    ["an .exe renamed to .pdf", "cv.pdf", () => Buffer.from("MZ\x90\x00 this is not a pdf")],
    [
      "HTML with a PDF header",
      "cv.pdf",
      () => Buffer.from("%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n"),
    ],
    ["a PDF header and nothing that parses", "cv.pdf", () => Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n")],
    [
      "a ZIP that is not a Word document",
      "cv.docx",
      () => zipBytes({ "hello.txt": "hello", "[Content_Types].xml": "<Types/>" }),
    ],
    ["a ZIP header and garbage", "cv.docx", () => Buffer.from("PK\x03\x04 not really a zip")],
    [
      "an OLE file without a Word stream",
      "cv.doc",
      () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]),
    ],
    [
      "HTML behind an OLE header, naming the Word stream",
      "cv.doc",
      () =>
        Buffer.concat([
          Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
          Buffer.alloc(504),
          Buffer.from("WordDocument", "utf16le"),
          Buffer.from("<html><script>alert(1)</script></html>"),
        ]),
    ],
    [
      "a zip bomb dressed as a Word document (25 MB inflated)",
      "cv.docx",
      () => zipBytes({ ...DOCX_ENTRIES, "word/media/filler.bin": "\0".repeat(25 * 1024 * 1024) }),
    ],
    [
      "a ZIP declaring Word's content type without Word's document",
      "cv.docx",
      () => zipBytes({ "[Content_Types].xml": DOCX_ENTRIES["[Content_Types].xml"] }),
    ],
    ["a text file", "cv.txt", async () => PDF],
  ])("refuses %s with SPEC's résumé message", async (_label, name, bytes) => {
    const before = (await stored()).length;
    const response = await careerForm(CAREER, { name, bytes: await bytes() });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.resume).toBe("Please upload your resume. Accepted types: pdf, doc, docx.");
    expect(await stored()).toHaveLength(before);
  });

  it("answers 413 to a 6 MB résumé and stores nothing", async () => {
    const before = (await stored()).length;
    const response = await careerForm(CAREER, {
      name: "big.pdf",
      bytes: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).errors.resume).toBe("The resume must be 5 MB or smaller.");
    expect(await stored()).toHaveLength(before);
  });

  it("refuses a 30,000-character message, naming it, instead of storing it cut", async () => {
    const before = (await stored()).length;
    const response = await careerForm({ ...CAREER, message: "m".repeat(30_000) }, { name: "cv.pdf", bytes: PDF });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ message: "The message must be 2000 characters or fewer." });
    expect(await stored()).toHaveLength(before);
  });

  it("refuses a topic that is not one of SPEC's", async () => {
    const response = await careerForm({ ...CAREER, mailType: "Spam" }, { name: "cv.pdf", bytes: PDF });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ mailType: "Please select a topic." });
  });

  it("names every missing field", async () => {
    const response = await careerForm({ schoolcode: "DPSSWB" });
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(Object.keys(errors).sort()).toEqual(
      [
        "address",
        "dob",
        "email",
        "experience",
        "gender",
        "mailType",
        "message",
        "name",
        "phone",
        "profession",
        "resume",
        "status",
        "subject",
      ].sort(),
    );
  });

  it("answers 400 to a broken multipart body", async () => {
    const response = await fetch(`${service.base}/api/form/DPSSWB/dif`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=XYZ" },
      body: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nPriya',
    });
    expect(response.status).toBe(400);
  });
});

describe("durability", () => {
  let child: ChildProcess | null = null;
  afterEach(() => child?.kill("SIGKILL"));

  const start = async (dataDir: string, port: number) => {
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      ...(await serviceEnv(dataDir)),
      LOG_LEVEL: "info",
    };
    return new Promise<ChildProcess>((resolve, reject) => {
      const proc = spawn(process.execPath, ["--import", "tsx", serviceSource("main.ts")], {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      proc.stdout?.on("data", (chunk) => {
        output += chunk;
        if (output.includes("Server listening")) resolve(proc);
      });
      proc.on("exit", (code) => reject(new Error(`service exited (${code}): ${output}`)));
    });
  };

  it("keeps a submission stored before its 201 through a kill -9 and a restart", async () => {
    const dataDir = tempDir("kill");
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
    const record = (await withDb(dataDir, listSubmissions)).find((s) => s.id === id);
    expect(record?.body.message).toBe("Survives a crash");
  }, 60_000);
});
