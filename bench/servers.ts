import { mkdtempSync } from "fs";
import { createServer, type AddressInfo } from "net";
import os from "os";
import path from "path";
import fastifyHttpProxy from "@fastify/http-proxy";
import { API_PATHS, apiPath } from "@school/contract/apiPaths";
import { loadSiteData } from "../gatsby/siteData";
import { buildStaticServer } from "../scripts/serve";
import { localhostCertificate, publicKeyPin } from "./certificate";
import { publishNotice } from "./notice";
import { startServiceProcess } from "./serviceProcess";
import { tlsFront } from "./tlsFront";

interface Closable {
  close: () => Promise<unknown>;
}

/** A port nothing listens on now, for the service behind its front. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The built site on `sitePort` and a freshly seeded content service of its own at `apiUrl` (the
 * address the build calls), as `npm start` runs them, with an urgent notice in force when one is
 * asked for. Where the build calls the service over HTTPS (the bench's own build does), both are
 * served over HTTPS with HTTP/2, as the CDN serves the site and nginx the service in production:
 * over plain HTTP/1.1 a phone's browser opens a new connection for every sixth request, which no
 * visitor's does. The site server then speaks TLS itself, as the CDN's edge does: behind a proxy on
 * this busy machine, each of its answers waited on a second server (25 to 80 ms), and Lighthouse
 * counts that wait as the CDN's in every page's time to first byte. The service runs on a loopback
 * port behind a TLS front, as behind nginx. Where the build's pages read the service's content
 * from the site's own address (`readUrl`, src/lib/serviceAddress.ts), the site server hands those
 * reads to the service, as the CDN does in production (functions/api/[[path]].ts).
 */
export async function startServers({
  apiUrl,
  readUrl = apiUrl,
  sitePort,
  noticeLevel,
}: {
  apiUrl: URL;
  readUrl?: URL;
  sitePort: number;
  noticeLevel?: string;
}): Promise<{
  siteOrigin: string;
  tls: boolean;
  readsThroughSite: boolean;
  trustedKey?: string;
  stop: () => Promise<void>;
}> {
  const tls = apiUrl.protocol === "https:";
  const siteOrigin = `${tls ? "https" : "http"}://localhost:${sitePort}`;
  const readsThroughSite = readUrl.origin === siteOrigin;
  if (!readsThroughSite && readUrl.origin !== apiUrl.origin)
    throw new Error(`The build reads the service's content from ${readUrl.origin}, which the bench does not serve.`);
  // openssl's own message, where it fails, says what to install.
  const certificate = tls ? localhostCertificate() : null;
  const open: Closable[] = [];
  const stop = async () => {
    for (const server of open.reverse()) await server.close();
  };
  try {
    const servicePort = certificate ? await freePort() : Number(apiUrl.port || 80);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-"));
    const service = await startServiceProcess({
      DATA_DIR: dataDir,
      ALLOWED_ORIGINS: siteOrigin,
      PORT: String(servicePort),
      HOST: certificate ? "127.0.0.1" : apiUrl.hostname,
      // Behind the front, as behind nginx: the service's public address, and the proxy it trusts.
      ...(certificate ? { PUBLIC_SERVICE_URL: apiUrl.origin, TRUST_PROXY: "127.0.0.1" } : {}),
    });
    open.push({ close: service.stop });
    const site = await buildStaticServer(undefined, { tls: certificate ?? undefined });
    open.push(site);
    if (readsThroughSite) await passReadsToService(site, `http://127.0.0.1:${servicePort}`, tls);
    await site.listen({ port: sitePort, host: "localhost" });
    if (readsThroughSite) await expectReadsPass(site);
    if (certificate) {
      const serviceFront = await tlsFront(`http://127.0.0.1:${servicePort}`, certificate);
      open.push(serviceFront);
      await serviceFront.listen({ port: Number(apiUrl.port || 443), host: apiUrl.hostname });
    }
    if (noticeLevel)
      await publishNotice(
        certificate
          ? { url: `http://127.0.0.1:${servicePort}`, origin: apiUrl.origin, forwardedProto: "https" }
          : { url: apiUrl.origin, origin: apiUrl.origin },
        dataDir,
        noticeLevel,
      );
  } catch (error) {
    await stop();
    throw new Error(
      `Could not start the servers (${(error as Error).message}): ` +
        `stop \`npm start\` or whatever holds ports ${apiUrl.port} and ${sitePort}.`,
    );
  }
  return { siteOrigin, tls, readsThroughSite, trustedKey: certificate ? publicKeyPin(certificate) : undefined, stop };
}

type SiteServer = Awaited<ReturnType<typeof buildStaticServer>>;

/** The site server hands reads under /api/ to the service at `upstream`, as the CDN's Function does. */
async function passReadsToService(site: SiteServer, upstream: string, https: boolean): Promise<void> {
  const scheme = https ? "https" : "http";
  await site.register(fastifyHttpProxy, {
    upstream,
    prefix: "/api",
    rewritePrefix: "/api",
    httpMethods: ["GET", "HEAD"],
    replyOptions: { rewriteRequestHeaders: (_request, headers) => ({ ...headers, "x-forwarded-proto": scheme }) },
  });
}

/** A page's read through the site's address reaches the seeded service: pages whose lists never
 * came would be measured without their content. */
async function expectReadsPass(site: SiteServer): Promise<void> {
  const path = apiPath(API_PATHS.allNews, { code: loadSiteData().site.schoolCode });
  const answer = await site.inject({ url: path });
  if (answer.statusCode !== 200 || !Array.isArray(answer.json()))
    throw new Error(`the site did not hand ${path} to the content service (${answer.statusCode})`);
}
