import { configFromEnv } from "../config";
import { openDb } from "../db/open";
import { acrossSchools } from "../db/schoolScope";
import { chooseStore } from "../files/chooseStore";
import { addWebpCopies } from "../media/addWebpCopies";

/** `npm run webp-copies`: WebP copies for the photos of every school stored before the service made
 * them (docs/content-service.md, "Photo sizes"). Run once after upgrading; again is harmless. */
async function main(): Promise<number> {
  const { dataDir, databaseUrl, school, mediaBucket } = configFromEnv();
  const { db } = await openDb(dataDir, databaseUrl, school);
  try {
    const files = chooseStore(dataDir, mediaBucket);
    const { made, changedMeanwhile, failed } = await addWebpCopies(acrossSchools(db), files);
    console.log(
      made || changedMeanwhile || failed.length
        ? `Made WebP copies of ${made} photos in ${files.where}.`
        : "Every photo already has its WebP copies.",
    );
    if (changedMeanwhile)
      console.log(`${changedMeanwhile} photos changed at the desk meanwhile and were left as they are: run it again.`);
    for (const { id, reason } of failed) console.error(`Photo ${id} was left without WebP copies: ${reason}.`);
    return failed.length ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
