import { configFromEnv } from "./config";
import { openDb } from "./db";
import { seed } from "./seed/seed";

/** `npm run seed`: replaces the sample content (stored form submissions are kept). */
const { dataDir } = configFromEnv();
const db = openDb(dataDir);
seed(db, dataDir)
  .then(({ entities, media }) => {
    db.close();
    console.log(`Seeded ${entities} items and ${media} files into ${dataDir}`);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
