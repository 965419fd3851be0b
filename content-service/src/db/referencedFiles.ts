import path from "path";
import { referencedAttachments } from "./entities";
import type { Db } from "./open";

/** A stored file a database row names: its folder in the data folder, and its name there. */
export interface ReferencedFile {
  folder: "media" | "certificates" | "resumes";
  file: string;
}

/** Every file the database points to: published media and their smaller copies, certificates and
 * certificate scans not yet saved, and résumés. A backup holds these, and a restore needs no other. */
export async function referencedFiles(db: Db): Promise<ReferencedFile[]> {
  const media = (await db.selectFrom("media").select(["file", "variants"]).execute()).flatMap((row) => [
    row.file,
    ...Object.values(JSON.parse(row.variants ?? "{}") as Record<string, string>),
  ]);
  const certificates = await db
    .selectFrom("certificates")
    .select("file")
    .union(db.selectFrom("certificate_uploads").select("file"))
    .execute();
  const resumes = await db
    .selectFrom("submissions")
    .select("resume_file")
    .where("resume_file", "is not", null)
    .execute();
  const files: ReferencedFile[] = [
    ...media.map((file) => ({ folder: "media" as const, file })),
    ...certificates.map(({ file }) => ({ folder: "certificates" as const, file })),
    ...resumes.map(({ resume_file }) => ({ folder: "resumes" as const, file: String(resume_file) })),
  ];
  for (const { folder, file } of files) {
    // Names are written by the service itself; one that climbs out of its folder is not a file of ours.
    if (path.isAbsolute(file) || path.normalize(file).split(path.sep).includes(".."))
      throw new Error(`The database names ${folder}/${file}, outside its folder.`);
  }
  return files;
}

/** The media ids something published refers to: the attachments of every item. Certificates and
 * submissions keep their files in their own folders (above), never in the media store, so an upload
 * that no item names is used by nothing. */
export function mediaInUse(db: Db): Promise<Set<string>> {
  return referencedAttachments(db);
}
