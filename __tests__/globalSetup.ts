import { mkdtempSync } from "fs";
import os from "os";
import path from "path";
import { openDb } from "../content-service/src/db/open";
import { seed } from "../content-service/src/seed/seed";

/** Seeds one content-service data folder for the whole run; services in tests start on copies of
 * it, since generating the sample images for every service would take most of a test's time. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "content-service-template-"));
  const { db } = await openDb(dataDir);
  await seed(db, dataDir);
  await db.destroy();
  process.env.CONTENT_SERVICE_TEMPLATE = dataDir;
}
