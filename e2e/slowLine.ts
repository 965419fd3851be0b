import http from "http";
import type { AddressInfo } from "net";
import type { Page } from "@playwright/test";
import { API_ORIGIN } from "./serviceStubs";

/** Where the browser may draw a page whose HTML is still arriving: before each of these tags. */
const CUT_BEFORE = /<(?:header|nav|main|section|article|footer|aside|table|ul|ol|h[1-6]|p|img|form)[\s>]/g;

/** The page's HTML in the pieces a slow line delivers, cut before each tag that starts a block. */
export function piecesOf(html: string): string[] {
  const body = html.indexOf("<body");
  const cuts = [...html.matchAll(CUT_BEFORE)].map((match) => match.index).filter((index) => index > body);
  return [0, ...cuts].map((start, i, all) => html.slice(start, all[i + 1] ?? html.length));
}

export type SlowLine = {
  origin: string;
  /** How many pieces of the page being loaded are still held back. */
  held: () => number;
  /** Sends the next piece of the page's HTML. */
  sendNext: () => void;
  close: () => Promise<void>;
};

/**
 * A proxy in front of the site that sends a page's HTML a piece at a time, each only when the test
 * says so, as a slow line would deliver it: the browser draws what it has between pieces. Every
 * other file passes through whole.
 */
export async function slowLine(site: string): Promise<SlowLine> {
  let queue: string[] = [];
  let resume: (() => void) | null = null;
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      new URL(request.url ?? "/", site),
      {
        method: request.method,
        headers: { ...request.headers, host: new URL(site).host, "accept-encoding": "identity" },
      },
      (answer) => {
        const isPage = (answer.headers["content-type"] ?? "").startsWith("text/html");
        if (!isPage) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const headers = { ...answer.headers };
          delete headers["content-length"];
          response.writeHead(answer.statusCode ?? 502, headers);
          queue = piecesOf(Buffer.concat(chunks).toString("utf8"));
          const send = () => {
            response.write(queue.shift());
            resume = queue.length ? send : null;
            if (!queue.length) response.end();
          };
          send();
        });
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    held: () => queue.length,
    sendNext: () => resume?.(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The content service answers the proxy's origin as it answers the site's (its CORS list names the site). */
export async function serviceAnswersFrom(page: Page, origin: string, site: string): Promise<void> {
  await page.route(`${API_ORIGIN}/**`, async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), origin: site } });
    const headers = { ...response.headers() };
    if (headers["access-control-allow-origin"]) headers["access-control-allow-origin"] = origin;
    await route.fulfill({ response, headers });
  });
}

/** Resolves once the browser has drawn a frame of what it has of the page so far. */
export const drawn = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
