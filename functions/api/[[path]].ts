import { passRead } from "../../src/lib/serviceRead";

/** Cloudflare Pages Function for every address under /api/ on the site: a page's reads of the
 * school's content, handed to the content service at the Pages project's CONTENT_SERVICE_ORIGIN
 * (src/lib/serviceRead.ts). */
export const onRequest = ({ request, env }: { request: Request; env: { CONTENT_SERVICE_ORIGIN?: string } }) =>
  passRead(request, env.CONTENT_SERVICE_ORIGIN);
