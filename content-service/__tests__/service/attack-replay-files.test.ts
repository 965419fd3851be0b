/** @jest-environment node */
/** The attack through the files the service takes, replayed (attackReplay.ts): hostile PDFs,
 * résumés, images of too many pixels and archives that lie. */
import sharp from "sharp";
import { pdfObjects } from "../fixtures/hostilePdf";
import { pdfText } from "../fixtures/pdfText";
import { lyingZip } from "../fixtures/lyingZip";
import { CAREER, DOCX_ENTRIES, zipBytes } from "./helpers";
import {
  FINDINGS,
  type Answer,
  read,
  record,
  summary,
  service,
  admin,
  editor,
  plainPdf,
  hostile,
  allowance,
  storedResumeBytes,
  replayAgainstService,
  newAddress,
  snapshot,
  storedSubmission,
  RESUME_MESSAGE,
  postCareer,
  refusedFor,
} from "./attackReplay";

replayAgainstService("files");

// A write while the disk is full is replayed where a disk can be filled: full-disk.test.ts.
record(FINDINGS.disk, "A write while the disk is full", "covered by full-disk.test.ts (needs a full tmpfs)");

/** The active content the attack put in its PDFs, and the words that mark each in a PDF's objects. */
const PDF_FEATURES: [string, string[]][] = [
  ["page-open JavaScript (OpenAction, document and page AA)", ["/OpenAction", "/AA", "app.alert"]],
  ["a JavaScript link annotation", ["/JavaScript", "/JS", "app.launchURL"]],
  ["a Launch action", ["/Launch", "cmd.exe"]],
  ["an embedded file (EmbeddedFiles, FileAttachment annotation)", ["/EmbeddedFile", "/FileAttachment", "invoice.exe"]],
  ["an XFA form", ["/XFA"]],
  ["a SubmitForm action", ["/SubmitForm"]],
];

/** A hostile PDF sent once through each channel, and the copy a reader then gets. */
const copies = new Map<string, Promise<{ sent: Answer; copy: Answer; bytes: Buffer }>>();
const CHANNELS: Record<string, () => Promise<{ sent: Answer; copy: Answer; bytes: Buffer }>> = {
  "uploaded at the desk (POST /api/desk/media), public copy": async () => {
    const sent = await read(editor.upload(hostile, "notice.pdf"));
    const response = await fetch(`${service.base}/api/image/${String(sent.json?.id)}`);
    const bytes = Buffer.from(await response.clone().arrayBuffer());
    return { sent, copy: await read(response), bytes };
  },
  "sent as a career résumé, stored copy": async () => {
    const sent = await postCareer(CAREER, { name: "cv.pdf", bytes: hostile });
    const response = await admin.request(`/api/desk/submissions/${String(sent.json?.id)}/resume`);
    const bytes = Buffer.from(await response.clone().arrayBuffer());
    return { sent, copy: await read(response), bytes };
  },
};
const copyThrough = (channel: string) => {
  if (!copies.has(channel)) copies.set(channel, CHANNELS[channel]());
  return copies.get(channel)!;
};

describe(FINDINGS.pdf, () => {
  it.each(
    Object.keys(CHANNELS).flatMap((channel) => PDF_FEATURES.map(([feature, words]) => ({ channel, feature, words }))),
  )("$channel: holds no $feature", async ({ channel, feature, words }) => {
    const { sent, copy, bytes } = await copyThrough(channel);
    const objects = copy.status === 200 ? await pdfObjects(bytes) : "";
    const left = words.filter((word) => objects.includes(word));
    record(
      FINDINGS.pdf,
      `${feature}: ${channel}`,
      sent,
      `copy ${copy.status}, ${left.length ? `still holds ${left.join(" ")}` : `holds none of ${words.join(" ")}`}`,
    );
    // The test's own check: the PDF sent carries what the copy must not.
    const original = await pdfObjects(hostile);
    for (const word of words) expect(original).toContain(word);
    expect(sent.status).toBe(201);
    expect(copy.status).toBe(200);
    expect(left).toEqual([]);
  });

  it.each(Object.keys(CHANNELS))("%s: keeps the notice's page and its words", async (channel) => {
    const { sent, copy, bytes } = await copyThrough(channel);
    const text = copy.status === 200 ? await pdfText(bytes) : [];
    record(
      FINDINGS.pdf,
      `the page and its words: ${channel}`,
      sent,
      `copy ${copy.status}, text ${JSON.stringify(text)}`,
    );
    expect(copy.status).toBe(200);
    expect(text).toEqual([["School closed on Monday"]]);
  });
});

const OLE_HEADER = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

describe(FINDINGS.resumes, () => {
  it.each([
    {
      label: "a zip bomb named .docx (25 MB of zeros, inflating past 20 MB)",
      name: "cv.docx",
      bytes: () => zipBytes({ ...DOCX_ENTRIES, "word/media/filler.bin": "\0".repeat(25 * 1024 * 1024) }),
    },
    {
      label: "a .docx of 2,001 entries",
      name: "cv.docx",
      bytes: () =>
        zipBytes({
          ...DOCX_ENTRIES,
          ...Object.fromEntries(Array.from({ length: 1999 }, (_, i) => [`word/media/${i}.bin`, "x"])),
        }),
    },
    {
      label: "an HTML file behind an OLE header, named .doc",
      name: "cv.doc",
      bytes: async () =>
        Buffer.concat([
          OLE_HEADER,
          Buffer.alloc(504),
          Buffer.from("WordDocument", "utf16le"),
          Buffer.from("<html><script>alert(1)</script></html>"),
        ]),
    },
    {
      label: "a .docx ZIP without word/document.xml",
      name: "cv.docx",
      bytes: () => zipBytes({ "[Content_Types].xml": DOCX_ENTRIES["[Content_Types].xml"] }),
    },
    {
      label: "a .docx ZIP whose content types name no Word document",
      name: "cv.docx",
      bytes: () => zipBytes({ "[Content_Types].xml": "<Types/>", "word/document.xml": "<w:document/>" }),
    },
  ])("$label answers 400 for the résumé and stores nothing", async ({ label, name, bytes }) => {
    const before = await snapshot();
    const answer = await postCareer(CAREER, { name, bytes: await bytes() });
    record(FINDINGS.resumes, label, answer);
    expect(answer.status).toBe(400);
    expect(answer.json?.errors).toEqual({ resume: RESUME_MESSAGE });
    expect(await snapshot()).toBe(before);
  });

  it("a real .docx is taken (the check above is of the bytes, not the name)", async () => {
    const answer = await postCareer(CAREER, { name: "cv.docx", bytes: await zipBytes(DOCX_ENTRIES) });
    record(
      FINDINGS.resumes,
      "a real .docx (control)",
      answer,
      `stored as ${String((await storedSubmission(answer.json?.id))?.resumeFile)}`,
    );
    expect(answer.status).toBe(201);
    expect((await storedSubmission(answer.json?.id))?.resumeFile).toBe(`${String(answer.json?.id)}.docx`);
  });

  it("one address sends résumés until its day's allowance is used up; another address is still taken", async () => {
    const sender = newAddress();
    const expected = Math.floor(allowance / storedResumeBytes);
    const answers: Answer[] = [];
    for (let i = 0; i <= expected; i++)
      answers.push(await postCareer(CAREER, { name: "cv.pdf", bytes: plainPdf }, sender));
    record(
      FINDINGS.resumes,
      `one address sends ${answers.length} résumés (allowance ${allowance} bytes, ${storedResumeBytes} each)`,
      summary(answers),
    );
    const before = await snapshot();
    const more = await postCareer(CAREER, { name: "cv.pdf", bytes: plainPdf }, sender);
    record(FINDINGS.resumes, "the same address, once more", more);
    const unchanged = (await snapshot()) === before;
    const other = await postCareer(CAREER, { name: "cv.pdf", bytes: plainPdf });
    record(FINDINGS.resumes, "another address, meanwhile", other);

    expect(expected).toBe(2);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 429]);
    const refusal =
      "Several applications have come from your address today. Please try again tomorrow, or write to the school.";
    expect(answers[2].json?.error).toBe(refusal);
    expect(more.status).toBe(429);
    expect(more.json?.error).toBe(refusal);
    expect(unchanged).toBe(true);
    expect(other.status).toBe(201);
  }, 30_000);
});

describe(FINDINGS.pixels, () => {
  /** 110 megapixels of one colour: a few MB on disk, 330 MB decoded. */
  let huge: Buffer;
  beforeAll(async () => {
    huge = await sharp({ create: { width: 11000, height: 10000, channels: 3, background: "#336699" } })
      .png({ compressionLevel: 1 })
      .toBuffer();
  }, 30_000);

  it.each([
    { pathname: "/api/desk/media", name: "huge.png", who: "editor" },
    { pathname: "/api/desk/media?accepts=image", name: "huge.png", who: "editor" },
    { pathname: "/api/desk/certificate-images", name: "The file", who: "admin" },
  ])(
    "a 11000×10000 PNG sent to $pathname is refused at once, saying it has too many pixels",
    async ({ pathname, name, who }) => {
      const before = await snapshot();
      const started = Date.now();
      const answer = await read((who === "admin" ? admin : editor).upload(huge, "huge.png", pathname), started);
      record(
        FINDINGS.pixels,
        `POST ${pathname}: a 11000×10000 PNG (${(huge.length / 1024 / 1024).toFixed(1)} MB on disk)`,
        answer,
        `answered in ${answer.ms} ms`,
      );
      expect(answer.status).toBe(400);
      expect(answer.json?.error).toMatch(
        new RegExp(`^${name} is 110 megapixels; photos may be up to 100 megapixels\\.`),
      );
      expect(answer.ms).toBeLessThan(5_000);
      expect(await snapshot()).toBe(before);
    },
  );
});

describe(FINDINGS.review, () => {
  describe("résumé archives checked by what they really inflate to", () => {
    /** 200 MB of zeros, declared as 1,000 bytes in both headers: about 200 KB sent. */
    let bomb: Buffer;
    beforeAll(async () => {
      bomb = await lyingZip(DOCX_ENTRIES, {
        name: "word/media/filler.bin",
        inflates: 200 * 1024 * 1024,
        declares: 1000,
      });
    }, 30_000);

    it("a .docx whose entry inflates to 200 MB but declares 1,000 bytes answers 400 for the résumé", () =>
      refusedFor(
        `a .docx (${Math.round(bomb.length / 1024)} KB) whose entry declares 1,000 bytes and inflates to 200 MB`,
        () => postCareer(CAREER, { name: "cv.docx", bytes: bomb }),
        { resume: RESUME_MESSAGE },
      ));
  });

  describe("PDFs cleaned by an allow-list", () => {
    /** Scripts the hostile notice hides where no viewer's page key or link address names them. */
    const HIDDEN_SCRIPTS = ["/PieceInfo", "pieceScript", "linkScript"];
    const ACTIVE = ["/JavaScript", "/JS", "/Launch", "/AA", "/OpenAction", "/EmbeddedFile", "/XFA"];

    it.each(Object.keys(CHANNELS))(
      "%s: holds no script behind /PieceInfo or beside a link's address, and keeps the page's words and link",
      async (channel) => {
        const { sent, copy, bytes } = await copyThrough(channel);
        const objects = copy.status === 200 ? await pdfObjects(bytes) : "";
        const everything = `${objects}\n${bytes.toString("latin1")}`;
        const left = [...HIDDEN_SCRIPTS, ...ACTIVE].filter((word) => everything.includes(word));
        const links = [...objects.matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]);
        record(
          FINDINGS.review,
          `a notice with a script in /PieceInfo and a /JS beside a link's /URI: ${channel}`,
          sent,
          `copy ${copy.status}, ${left.length ? `still holds ${left.join(" ")}` : "holds none of them"}`,
        );
        // The test's own check: the PDF sent carries what the copy must not.
        const original = await pdfObjects(hostile);
        for (const word of HIDDEN_SCRIPTS) expect(original).toContain(word);
        expect(copy.status).toBe(200);
        expect(left).toEqual([]);
        expect(await pdfText(bytes)).toEqual([["School closed on Monday"]]);
        expect(links).toEqual(["https://school.example/news"]);
      },
    );
  });
});
