/** @jest-environment node */
import { existsSync, readdirSync, renameSync, writeFileSync } from "fs";
import path from "path";
import sharp from "sharp";
import { signedIn } from "./deskClient";
import { startService, withDb } from "./helpers";

/**
 * A file is written under a partial name, its row committed, then the file renamed into place. A
 * service killed between the commit and the rename leaves a committed row and a partial file; one
 * killed before the commit leaves a partial file that no row names. The next start settles both.
 */
it("puts the files of committed uploads in place at the next start, and removes partial files no row names", async () => {
  const first = await startService({ seedNewDatabase: false });
  const { dataDir } = first;
  let photoFile: string;
  let scanFile: string;
  try {
    const admin = await signedIn(first, "office@example.com", "admin");
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2a6" } })
      .jpeg()
      .toBuffer();
    const media = await (await admin.upload(photo, "assembly.jpg")).json();
    const scan = await (await admin.upload(photo, "tc.jpg", "/api/desk/certificate-images")).json();
    photoFile = (
      await withDb(dataDir, (db) =>
        db.selectFrom("media").select("file").where("id", "=", media.id).executeTakeFirstOrThrow(),
      )
    ).file;
    scanFile = (
      await withDb(dataDir, (db) =>
        db.selectFrom("certificate_uploads").select("file").where("id", "=", scan.id).executeTakeFirstOrThrow(),
      )
    ).file;
  } finally {
    await first.close();
  }

  const media = path.join(dataDir, "media");
  const certificates = path.join(dataDir, "certificates");
  // The crash after the commit: the committed files are still under their partial names.
  renameSync(path.join(media, photoFile), path.join(media, `${photoFile}.partial`));
  renameSync(path.join(certificates, scanFile), path.join(certificates, `${scanFile}.partial`));
  // The crash before it: files that no row names.
  writeFileSync(path.join(media, "uploads", "abandoned.jpg.partial"), "half a photo");
  writeFileSync(path.join(certificates, "abandoned.jpg.partial"), "half a scan");

  const second = await startService({ dataDir, seedNewDatabase: false });
  try {
    expect(existsSync(path.join(media, photoFile))).toBe(true);
    expect(existsSync(path.join(certificates, scanFile))).toBe(true);
    expect(readdirSync(path.join(media, "uploads")).filter((name) => name.endsWith(".partial"))).toEqual([]);
    expect(readdirSync(certificates).filter((name) => name.endsWith(".partial"))).toEqual([]);
    const served = await fetch(`${second.base}/api/image/${path.basename(photoFile).replace(/\.jpg$/, "")}`);
    expect(served.status).toBe(200);
  } finally {
    await second.close();
  }
});
