/** @jest-environment node */
/** Issue 26, "Uploads that help": large phone photos, HEIC, files refused by name and never left
 * reachable, and the daily sweep of uploads no item took. */
import { randomBytes } from "crypto";
import { existsSync, readFileSync } from "fs";
import { sql } from "kysely";
import path from "path";
import sharp from "sharp";
import { dataPaths } from "../../src/db/open";
import { sweepUnusedUploads, UNUSED_UPLOAD_TTL_MS } from "../../src/retention/unusedUploads";
import { folderStore } from "../../src/files/folderStore";
import { DeskClient, signedIn } from "./deskClient";
import { pdfBytes, query, startService, withDb } from "./helpers";

const MB = 1024 * 1024;
const HEIC = readFileSync(path.join(__dirname, "../fixtures/photos/two-colours.heic"));

let service: Awaited<ReturnType<typeof startService>>;
let editor: DeskClient;
beforeAll(async () => {
  service = await startService();
  editor = await signedIn(service, "editor@school.example", "editor");
}, 60_000);
afterAll(() => service.close());

const publicStatus = async (id: string) => (await fetch(`${service.base}/api/image/${id}`)).status;
const served = async (id: string) => Buffer.from(await (await fetch(`${service.base}/api/image/${id}`)).arrayBuffer());
const mediaCount = async () =>
  Number((await query(service.dataDir, sql<{ n: number }>`SELECT COUNT(*) AS n FROM media`))[0].n);
/** The files a media row names (the photo and its smaller copies), as paths on disk. */
const filesOf = async (id: string) => {
  const row = await withDb(service.dataDir, (db) =>
    db.selectFrom("media").select(["file", "variants"]).where("id", "=", id).executeTakeFirstOrThrow(),
  );
  return [row.file, ...Object.values(JSON.parse(row.variants ?? "{}") as Record<string, string>)].map((file) =>
    path.join(dataPaths(service.dataDir).media, file),
  );
};

/** Polls `check` until it holds, for at most `ms`: no fixed sleeps. */
async function eventually(check: () => boolean, ms = 5_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("still not so");
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A camera-sized JPEG of about `megabytes` MB: random pixels at quality 100 do not compress, so
 * the size follows the pixel count (about 2.9 bytes a pixel). */
async function noisyPhoto(megabytes: number): Promise<Buffer> {
  const pixels = Math.round(((megabytes - 0.5) * MB) / 2.92);
  const width = Math.round(Math.sqrt((pixels * 4) / 3));
  const height = Math.round(pixels / width);
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer();
}

/** A PDF saved under a photo's name, as an office PC's "rename" makes one. */
const renamedPdf = pdfBytes;

describe("large phone photos", () => {
  it.each([25, 39])(
    "take a %i MB photo and shrink it to at most 2000 px",
    async (megabytes) => {
      const photo = await noisyPhoto(megabytes);
      expect(photo.length).toBeGreaterThan((megabytes - 1) * MB);
      expect(photo.length).toBeLessThan(megabytes * MB);
      const response = await editor.upload(photo, `IMG_${megabytes}.jpg`);
      expect(response.status).toBe(201);
      const media = await response.json();
      expect(media.type).toBe("image/jpeg");
      expect(Math.max(media.width, media.height)).toBe(2000);
      expect(media.bytes).toBeLessThan(photo.length / 5);
      const stored = await sharp(await served(media.id)).metadata();
      expect(Math.max(stored.width!, stored.height!)).toBe(2000);
    },
    60_000,
  );

  it("refuse a 41 MB photo, saying its size, the limit and how to make it smaller, and store nothing", async () => {
    const before = await mediaCount();
    const photo = Buffer.concat([
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
        .jpeg()
        .toBuffer(),
      Buffer.alloc(41 * MB),
    ]);
    const response = await editor.upload(photo, "IMG_4102.jpg");
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe(
      "IMG_4102.jpg is 41 MB; photos may be up to 40 MB. Send it from your phone's Photos app as a smaller copy (e-mail it to yourself and choose a smaller size), or open it on the computer, resize it to about 2000 pixels wide and save it again.",
    );
    expect(await mediaCount()).toBe(before);
  }, 60_000);

  it("refuse a PDF over 10 MB by its own limit", async () => {
    const pdf = Buffer.concat([await pdfBytes(), Buffer.alloc(11 * MB)]);
    const response = await editor.upload(pdf, "prospectus.pdf");
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatch(
      /^prospectus\.pdf is 11 MB; PDFs may be up to 10 MB\. Save it again as a smaller PDF/,
    );
  }, 30_000);
});

describe("HEIC photos from an iPhone", () => {
  it("are converted to JPEG by their bytes, whatever their name, and shrunk like any photo", async () => {
    for (const name of ["IMG_0042.HEIC", "IMG_0042.jpg"]) {
      const response = await editor.upload(HEIC, name);
      expect(response.status).toBe(201);
      const media = await response.json();
      expect(media).toMatchObject({ type: "image/jpeg", name, width: 400, height: 300 });
      const bytes = await served(media.id);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe("jpeg");
      // The fixture carries the camera's EXIF (with a GPS position): none of it reaches the public.
      expect(HEIC.includes("iPhone 13")).toBe(true);
      expect(metadata.exif).toBeUndefined();
      // The picture itself came through: red on the left, blue on the right.
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      expect(pixel(50, 150)).toEqual([
        expect.closeTo(0xc0, -1.5),
        expect.closeTo(0x39, -1.5),
        expect.closeTo(0x2b, -1.5),
      ]);
      expect(pixel(350, 150)).toEqual([
        expect.closeTo(0x29, -1.5),
        expect.closeTo(0x80, -1.5),
        expect.closeTo(0xb9, -1.5),
      ]);
    }
  }, 60_000);

  it("that cannot be converted are refused with how to send a JPEG instead", async () => {
    const broken = Buffer.concat([HEIC.subarray(0, 400), Buffer.alloc(200)]);
    const response = await editor.upload(broken, "IMG_0043.HEIC");
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      'IMG_0043.HEIC is an iPhone photo (HEIC) that could not be converted. Send it as a JPEG instead: e-mail it to yourself from the iPhone (Mail sends a JPEG) and upload that copy, or set the iPhone\'s Settings › Camera › Formats to "Most Compatible" so that new photos are JPEGs.',
    );
  }, 60_000);

  it("declaring more than 100 megapixels are refused before anything decodes them", async () => {
    const huge = Buffer.from(HEIC);
    const ispe = huge.indexOf("ispe");
    huge.writeUInt32BE(20_000, ispe + 8);
    huge.writeUInt32BE(20_000, ispe + 12);
    const response = await editor.upload(huge, "IMG_0044.HEIC");
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(
      /^IMG_0044\.HEIC is 400 megapixels; photos may be up to 100 megapixels\./,
    );
  });
});

describe("a PDF renamed .jpg", () => {
  it("is refused by name when sent for a photo field, and never stored", async () => {
    const before = await mediaCount();
    const response = await editor.upload(await renamedPdf(), "team photo.jpg", "/api/desk/media?accepts=image");
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      "team photo.jpg is a PDF, not a photo, whatever its name says. Only photos (JPEG, PNG, WebP or HEIC) can go here.",
    );
    expect(await mediaCount()).toBe(before);
  });

  it("sent without saying what for, is refused at save naming the file, and is unreachable at once", async () => {
    const media = await (await editor.upload(await renamedPdf(), "sports day.jpg")).json();
    expect(media.type).toBe("application/pdf");
    const files = await filesOf(media.id);
    expect(await publicStatus(media.id)).toBe(200);

    const album = {
      category: "PhotoGallery",
      title: "Sports Day",
      date: "2026-11-20",
      description: "",
      attachments: [media.id],
    };
    const response = await editor.request("/api/desk/gallery", { method: "POST", json: album });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.attachments).toBe(
      "sports day.jpg is a PDF, not a photo, whatever its name says. Only photos (JPEG, PNG, WebP or HEIC) can go here.",
    );
    expect(await publicStatus(media.id)).toBe(404);
    await eventually(() => files.every((file) => !existsSync(file)));
  });

  it("that a news item uses is refused for an album but kept for the news", async () => {
    const media = await (await editor.upload(await renamedPdf(), "timetable.jpg")).json();
    const news = await editor.request("/api/desk/news", {
      method: "POST",
      json: { title: "Timetable", description: "The new timetable.", fromDate: "2026-11-20", attachments: [media.id] },
    });
    expect(news.status).toBe(201);
    const album = {
      category: "PhotoGallery",
      title: "Timetable",
      date: "2026-11-20",
      description: "",
      attachments: [media.id],
    };
    expect((await editor.request("/api/desk/gallery", { method: "POST", json: album })).status).toBe(400);
    expect(await publicStatus(media.id)).toBe(200);
  });
});

describe("the daily sweep of uploads no item took", () => {
  const DAY = 24 * 3600_000;
  const upload = async (name: string) =>
    (
      await (
        await editor.upload(
          await sharp({ create: { width: 64, height: 64, channels: 3, background: "#396" } })
            .jpeg()
            .toBuffer(),
          name,
        )
      ).json()
    ).id as string;
  const uploadedAgo = (id: string, ms: number) =>
    query(
      service.dataDir,
      sql`UPDATE media SET created_at = ${new Date(Date.now() - ms).toISOString()} WHERE id = ${id}`,
    );
  const sweepEntries = () =>
    query(
      service.dataDir,
      sql<{
        actor: string;
        changes: string;
      }>`SELECT actor, changes FROM audit WHERE action = 'retention' AND kind = 'media' ORDER BY id`,
    );

  it("removes an upload older than a day that no item refers to, keeps one an item uses and a fresh one, and says how many", async () => {
    const orphan = await upload("left behind.jpg");
    const used = await upload("cover.jpg");
    const fresh = await upload("being saved.jpg");
    const news = await editor.request("/api/desk/news", {
      method: "POST",
      json: { title: "Cover", description: "With a photo.", fromDate: "2026-11-20", attachments: [used] },
    });
    expect(news.status).toBe(201);
    await uploadedAgo(orphan, DAY + 60_000);
    await uploadedAgo(used, 30 * DAY);
    await uploadedAgo(fresh, DAY - 60_000);
    const orphanFiles = await filesOf(orphan);
    const entriesBefore = (await sweepEntries()).length;

    expect(await withDb(service.dataDir, (db) => sweepUnusedUploads(db, folderStore(service.dataDir)))).toBe(1);

    expect(await publicStatus(orphan)).toBe(404);
    expect(orphanFiles.every((file) => !existsSync(file))).toBe(true);
    expect(await publicStatus(used)).toBe(200);
    expect((await filesOf(used)).every((file) => existsSync(file))).toBe(true);
    expect(await publicStatus(fresh)).toBe(200);
    const entries = (await sweepEntries()).slice(entriesBefore);
    expect(entries).toHaveLength(1);
    expect(entries[0].actor).toBe("content service");
    expect(JSON.parse(entries[0].changes)).toMatchObject({ unusedUploads: 1 });
    // Nothing more is due: a second run removes nothing and writes nothing.
    expect(await withDb(service.dataDir, (db) => sweepUnusedUploads(db, folderStore(service.dataDir)))).toBe(0);
    expect((await sweepEntries()).length).toBe(entriesBefore + 1);
  });

  it("runs when the service starts", async () => {
    const orphan = await upload("forgotten.jpg");
    await uploadedAgo(orphan, UNUSED_UPLOAD_TTL_MS + 60_000);
    const second = await startService({ dataDir: service.dataDir });
    try {
      expect((await fetch(`${second.base}/api/image/${orphan}`)).status).toBe(404);
    } finally {
      await second.close();
    }
  });
});
