/**
 * The soak's traffic, as a school's service sees it on a busy day, far compressed: visitors reading
 * lists and photos, parents sending enquiries and applications with résumés (each from an address of
 * its own, through a trusted proxy, as many visitors are), and office staff uploading phone photos
 * and PDFs at the desk (several accounts, so no one exceeds the desk's write limit).
 */
import { setTimeout as delay } from "timers/promises";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";

const CODE = "DPSSWB";
const SITE_ORIGIN = "http://localhost:9000";

/** The readers' paths: the lists every page asks for, and photos at the widths pages ask for. */
const READS = [
  `/api/news/All/${CODE}`,
  `/api/gallery/All/${CODE}`,
  `/api/events/${CODE}`,
  `/api/topper/${CODE}`,
  `/api/birthdays/${CODE}`,
  `/api/subGallery?id=gallery_1`,
  `/api/image/img_0007?w=480`,
  `/api/image/img_0008?w=960`,
  `/api/image/img_0098`,
  `/api/calendar/${CODE}.ics`,
];

const CONTACT = {
  name: "Asha Roy",
  address: "Siliguri",
  phone: "9876543210",
  email: "asha@example.com",
  mailType: "Enquiry",
  message: "When does admission open?",
  schoolcode: CODE,
};
const CAREER: Record<string, string> = {
  name: "Priya Das",
  dob: "1990-04-12",
  subject: "Physics",
  profession: "yes",
  experience: "6",
  gender: "female",
  status: "unmarried",
  address: "Siliguri",
  phone: "9876543210",
  email: "priya@example.com",
  mailType: "Career",
  message: "Cover note",
  schoolcode: CODE,
};

export interface Tally {
  /** Answers by kind and status, for example "read 200". */
  counts: Map<string, number>;
}

const count = (tally: Tally, key: string) => tally.counts.set(key, (tally.counts.get(key) ?? 0) + 1);

/** The bodies sent, made once: a phone photo (6 megapixels, smooth like a real scene), a
 * two-page notice PDF, and a five-page résumé PDF. */
export async function soakFiles() {
  const photo = await sharp({
    create: {
      width: 300,
      height: 200,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .resize(3000, 2000, { kernel: "cubic" })
    .jpeg({ quality: 90 })
    .toBuffer();
  const pdf = async (pages: number, title: string) => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    for (let page = 1; page <= pages; page++) {
      const sheet = document.addPage();
      for (let line = 0; line < 40; line++)
        sheet.drawText(`${title}, page ${page}, line ${line + 1}`, { x: 50, y: 780 - line * 18, size: 11, font });
    }
    return Buffer.from(await document.save());
  };
  return { photo, notice: await pdf(2, "Notice"), resume: await pdf(5, "Curriculum vitae") };
}

type Files = Awaited<ReturnType<typeof soakFiles>>;

/** A new visitor's address for each form post: the forms' limits are per address. */
let visitor = 0;
const nextAddress = () => {
  visitor++;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

async function answer(tally: Tally, kind: string, request: Promise<Response>) {
  try {
    const response = await request;
    await response.arrayBuffer();
    count(tally, `${kind} ${response.status}`);
  } catch (error) {
    count(tally, `${kind} failed (${(error as Error).message})`);
  }
}

/** One reader: the read paths in turn, as fast as answers come, until `until`. */
export async function reader(base: string, until: number, tally: Tally, offset: number) {
  for (let i = offset; Date.now() < until; i++) await answer(tally, "read", fetch(`${base}${READS[i % READS.length]}`));
}

/** Enquiries and applications in turn, `perSecond` of them, each from a new address. */
export async function formSender(base: string, until: number, tally: Tally, files: Files, perSecond: number) {
  for (let i = 0; Date.now() < until; i++) {
    const started = Date.now();
    const headers = { Origin: SITE_ORIGIN, "X-Forwarded-For": nextAddress() };
    if (i % 2) {
      const form = new FormData();
      for (const [key, value] of Object.entries(CAREER)) form.append(key, value);
      form.append("resume", new Blob([new Uint8Array(files.resume)]), "cv.pdf");
      await answer(tally, "career", fetch(`${base}/api/form/${CODE}/dif`, { method: "POST", headers, body: form }));
    } else {
      await answer(
        tally,
        "contact",
        fetch(`${base}/api/form/${CODE}/dif`, {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/json" },
          body: JSON.stringify(CONTACT),
        }),
      );
    }
    await delay(Math.max(0, 1000 / perSecond - (Date.now() - started)));
  }
}

/** Desk uploads, `perSecond` of them, by the signed-in `cookies` in turn: photos, and every tenth a PDF. */
export async function uploader(
  base: string,
  until: number,
  tally: Tally,
  files: Files,
  cookies: string[],
  perSecond: number,
) {
  for (let i = 0; Date.now() < until; i++) {
    const started = Date.now();
    const pdf = i % 10 === 9;
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(pdf ? files.notice : files.photo)]),
      pdf ? "notice.pdf" : "IMG_2041.jpg",
    );
    const headers = { Origin: base, Cookie: cookies[i % cookies.length] };
    await answer(
      tally,
      pdf ? "upload pdf" : "upload photo",
      fetch(`${base}/api/desk/media`, { method: "POST", headers, body: form }),
    );
    await delay(Math.max(0, 1000 / perSecond - (Date.now() - started)));
  }
}
