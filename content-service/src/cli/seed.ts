import { configFromEnv } from "../config";
import { openDb } from "../db/open";
import { chooseStore } from "../files/chooseStore";
import { seed, SeedRefused } from "../seed/seed";

/** `npm run seed [-- --force]`: replaces the sample content. Stored form submissions and anything
 * created at the desk are kept; a database holding desk content is refused without --force. A
 * running service shows the new content on its next answer. */
const { dataDir, databaseUrl, school, mediaBucket } = configFromEnv();
const files = chooseStore(dataDir, mediaBucket);
openDb(dataDir, databaseUrl, school)
  .then(({ db }) => seed(db, files, { force: process.argv.includes("--force"), school }).finally(() => db.destroy()))
  .then(({ entities, media, certificates }) => {
    console.log(
      `Seeded ${entities} items, ${media} files and ${certificates} transfer certificates into ${files.where}`,
    );
  })
  .catch((error) => {
    console.error(error instanceof SeedRefused ? error.message : error);
    process.exitCode = 1;
  });
