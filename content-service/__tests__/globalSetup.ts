import { mkdtempSync } from "fs";
import os from "os";
import path from "path";
import { openDb } from "../src/db/open";
import { seed } from "../src/seed/seed";
import { folderStore } from "../src/files/folderStore";
import { makeRunFolder } from "./runFolder";
import {
  asAdmin,
  createServiceRole,
  onPostgres,
  SERVICE_ROLE,
  serviceUrlFor,
  TEMPLATE_DATABASE,
  untilUnused,
} from "./service/testDatabases";

/** Seeds one content-service data folder for the whole run; services in tests start on copies of
 * it, since generating the sample images for every service would take most of a test's time. */
export default async function globalSetup() {
  makeRunFolder();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "content-service-template-"));
  let databaseUrl: string | null = null;
  if (onPostgres) {
    await createServiceRole();
    await asAdmin([
      `DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`,
      `CREATE DATABASE ${TEMPLATE_DATABASE} OWNER ${SERVICE_ROLE}`,
    ]);
    databaseUrl = serviceUrlFor(TEMPLATE_DATABASE);
  }
  const { db } = await openDb(dataDir, databaseUrl);
  await seed(db, folderStore(dataDir));
  await db.destroy();
  if (onPostgres) await untilUnused(TEMPLATE_DATABASE);
  process.env.CONTENT_SERVICE_TEMPLATE = dataDir;
}
