import type { FastifyBaseLogger } from "fastify";
import { RETENTION_SWEEP_EVERY_MS } from "../config";
import type { Db } from "../db/open";
import type { FileStore } from "../files/fileStore";
import { runNowAndEvery } from "./repeat";
import { sweepPersonalData } from "./sweep";
import { sweepUnusedUploads, UNUSED_UPLOAD_SWEEP_EVERY_MS } from "./unusedUploads";
import { sweepUnnamedFiles } from "./unnamedFiles";
import { sweepStalePushSubscriptions } from "./stalePushSubscriptions";

/** Starts the daily sweeps, each run once now; resolves to what stops them. */
export async function startSweeps(db: Db, files: FileStore, retentionDays: number, log: FastifyBaseLogger) {
  // Personal data is kept only RETENTION_DAYS.
  const stopRetention = await runNowAndEvery(
    () => sweepPersonalData(db, files, retentionDays),
    RETENTION_SWEEP_EVERY_MS,
    (error) => log.error({ err: error }, "the retention sweep failed; it runs again tomorrow"),
  );
  // Uploads no item took within a day (a save refused or abandoned) are removed, then stored files
  // no row names (a write whose row never committed).
  const stopUploadSweep = await runNowAndEvery(
    async () => {
      await sweepUnusedUploads(db, files);
      await sweepUnnamedFiles(db, files);
    },
    UNUSED_UPLOAD_SWEEP_EVERY_MS,
    (error) => log.error({ err: error }, "the sweep of unused uploads failed; it runs again tomorrow"),
  );
  const stopPushSweep = await runNowAndEvery(
    () => sweepStalePushSubscriptions(db),
    RETENTION_SWEEP_EVERY_MS,
    (error) => log.error({ err: error }, "the sweep of unused push subscriptions failed; it runs again tomorrow"),
  );
  return async () => {
    await stopRetention();
    await stopUploadSweep();
    await stopPushSweep();
  };
}
