/** Where the push worker is served (gatsby/pushWorker.ts writes it): at the top of the site, so
 * that its scope, "/", is every page. Browsers ask for it afresh each time they check it for an
 * update; it must never be kept as the hashed scripts are (gatsby/cacheRules.ts). */
export const PUSH_WORKER_PATH = "/push-worker.js";
