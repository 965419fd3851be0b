import { insertCertificate, deleteCertificatesOf, certificateFiles } from "../db/certificates";
import { deleteEntitiesOf, insertEntities } from "../db/entities";
import { deleteMediaOf, insertMedia, mediaFolders } from "../db/media";
import { rowsNotFromSeed } from "../db/origins";
import { inTransaction } from "../db/transaction";
import { acrossSchools, forSchool } from "../db/schoolScope";
import type { Db } from "../db/open";
import type { FileStore } from "../files/fileStore";
import { randomName } from "../randomName";
import { PHOTO_WIDTHS } from "@school/contract/desk/photoWidths";
import { certificate, SAMPLE_PHOTO, samplePhoto } from "./images";
import { copyFileName, copyKey } from "../media/photoCopies";
import { makePdf } from "./pdf";
import { seedPlan, type MediaSpec } from "./seedData";
import { DEFAULT_SCHOOL, type School } from "../school";

const TYPES = { image: "image/jpeg", pdf: "application/pdf" } as const;
/** How many sample files are made at once. */
const SEED_BATCH = 4;

export class SeedRefused extends Error {}

/** A sample file, written whole before the rows that will name it. */
async function store(files: FileStore, area: "media" | "certificates", name: string, bytes: Uint8Array) {
  await files.put(area, name, bytes);
  await files.commit(area, name);
}

/** Replaces the sample content with fresh sample data dated from `today`. Content created at the
 * desk and stored form submissions are never touched; a database holding desk content is refused
 * unless `force` (the sample would be mixed into real content).
 *
 * Images keep working while it runs: the new files go into a new generation folder, the rows switch
 * over in one transaction, and only generations older than the one just replaced are removed. */
export async function seed(
  database: Db,
  files: FileStore,
  {
    today = new Date(),
    force = false,
    school = DEFAULT_SCHOOL,
  }: { today?: Date; force?: boolean; school?: School } = {},
): Promise<{ entities: number; media: number; certificates: number }> {
  const db = forSchool(database, school.code);
  // The media folder is every school's: only folders no school's rows name are removed from it.
  const everySchool = acrossSchools(database);
  const own = await rowsNotFromSeed(db);
  if (own > 0 && !force) {
    throw new SeedRefused(
      `The database holds ${own} records created at the desk. The seed would mix sample content into them; ` +
        "run it with --force to replace only the sample content.",
    );
  }
  const plan = seedPlan(today, school.admissionSession);
  const generation = `seed-${Date.now().toString(36)}-${randomName().slice(0, 8)}`;
  const write = async (item: MediaSpec, n: number): Promise<Parameters<typeof insertMedia>[1][number]> => {
    const file = `${generation}/${item.path}`;
    if (item.kind === "pdf") {
      const bytes = await makePdf(school.name, item.caption, [
        "This is sample content: the school's own notices replace it when they are published at the desk.",
      ]);
      await store(files, "media", file, bytes);
      return { id: item.id, path: item.path, file, type: TYPES.pdf, bytes: bytes.length };
    }
    const { bytes, copies } = await samplePhoto(item.caption, n, PHOTO_WIDTHS);
    await store(files, "media", file, bytes);
    // Photos get the smaller copies an upload gets, named as the desk names them (media/store.ts).
    const variants: Record<string, string> = {};
    for (const copy of copies) {
      const key = copyKey(copy.width, copy.webp);
      variants[key] = copyFileName(file, copy.width, copy.webp);
      await store(files, "media", variants[key], copy.bytes);
    }
    return {
      id: item.id,
      path: item.path,
      file,
      type: TYPES.image,
      bytes: bytes.length,
      ...SAMPLE_PHOTO,
      variants: JSON.stringify(variants),
    };
  };
  // A few at a time: sharp works on its own threads, and one picture at a time left them idle.
  const media: Parameters<typeof insertMedia>[1] = [];
  const images = plan.media.filter((item) => item.kind === "image");
  for (let from = 0; from < plan.media.length; from += SEED_BATCH) {
    const batch = plan.media.slice(from, from + SEED_BATCH);
    media.push(...(await Promise.all(batch.map((item) => write(item, images.indexOf(item))))));
  }
  const certificates: { admission: string; name: string; file: string }[] = [];
  for (const record of plan.tc) {
    const file = `${randomName()}.jpg`;
    await store(files, "certificates", file, await certificate(record.name, record.admission));
    certificates.push({ ...record, file });
  }

  const previous = await mediaFolders(everySchool);
  const previousCertificates = await certificateFiles(db);
  await inTransaction(db, async (db) => {
    await deleteEntitiesOf(db, "seed");
    await deleteMediaOf(db, "seed");
    await deleteCertificatesOf(db, "seed");
    await insertMedia(db, media, "seed");
    await insertEntities(db, plan.entities, "seed");
    for (const record of certificates) await insertCertificate(db, record, "seed");
  });

  // Keep what rows point to now, and the generation just replaced (a request may be reading it).
  const keep = new Set([...previous, ...(await mediaFolders(everySchool))]);
  const stale: string[] = [];
  for await (const { name } of files.list("media")) if (!keep.has(name.split("/")[0])) stale.push(name);
  await files.remove("media", stale);
  const current = await certificateFiles(db);
  await files.remove(
    "certificates",
    [...previousCertificates].filter((file) => !current.has(file)),
  );
  return { entities: plan.entities.length, media: media.length, certificates: certificates.length };
}
