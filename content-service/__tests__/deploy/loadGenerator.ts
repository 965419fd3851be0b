import { connectHttp2 } from "./http2Client";

export interface LoadCount {
  sent: number;
  failed: number;
  /** New connections made because nginx ended one (GOAWAY after its keepalive_requests), as a
   * browser makes them. */
  reconnects: number;
  /** The first few failures, for the test's message. */
  failures: string[];
}

/** Errors of a request the server never took: a browser sends it again on a new connection (RFC
 * 9113, 8.7: streams above GOAWAY's last id, or refused, were not processed). */
const NEVER_TAKEN = /ERR_HTTP2_GOAWAY_SESSION|ERR_HTTP2_INVALID_SESSION|NGHTTP2_REFUSED_STREAM/;

/**
 * Visitors reading the site through nginx: `loops` HTTP/2 connections, each sending one GET after
 * another over `paths` until `until` resolves and at least `minimumMs` have passed; `count` grows
 * as they go. A failure is any answer other than 2xx or 304, or a request sent and not answered.
 */
export function readLoad(
  origin: string,
  ca: Buffer,
  paths: string[],
  {
    loops = 4,
    minimumMs = 10_000,
    until = Promise.resolve(),
  }: { loops?: number; minimumMs?: number; until?: Promise<unknown> } = {},
): { count: LoadCount; finished: Promise<LoadCount> } {
  const count: LoadCount = { sent: 0, failed: 0, reconnects: 0, failures: [] };
  let done = false;
  const minimum = new Promise((resolve) => setTimeout(resolve, minimumMs));
  void Promise.all([minimum, until.catch(() => {})]).then(() => (done = true));
  const fail = (message: string) => {
    count.failed++;
    if (count.failures.length < 5) count.failures.push(message);
  };
  const loop = async (offset: number) => {
    let browser = connectHttp2(origin, ca);
    let closing = false;
    browser.session.on("goaway", () => (closing = true));
    const reconnect = async () => {
      browser.session.destroy();
      browser = connectHttp2(origin, ca);
      closing = false;
      browser.session.on("goaway", () => (closing = true));
      count.reconnects++;
    };
    try {
      for (let index = offset; !done; index++) {
        if (closing || browser.session.closed || browser.session.destroyed) await reconnect();
        const path = paths[index % paths.length];
        count.sent++;
        try {
          const answer = await browser.request({ ":path": path });
          if ((answer.status >= 200 && answer.status < 300) || answer.status === 304) continue;
          fail(`${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
        } catch (error) {
          if (NEVER_TAKEN.test(String(error))) {
            // Not sent as far as the server is concerned: sent again, counted once.
            count.sent--;
            index--;
            await reconnect();
          } else fail(`${path}: ${String(error)}`);
        }
        // Let timers run even if answers come back within one turn of the event loop.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      browser.session.destroy();
    }
  };
  const finished = Promise.all(Array.from({ length: loops }, (_, index) => loop(index))).then(() => count);
  return { count, finished };
}

/** Resolves once the load has sent `sent` requests: the instances are busy when what follows starts. */
export async function untilSent(count: LoadCount, sent: number): Promise<void> {
  while (count.sent < sent) await new Promise((resolve) => setTimeout(resolve, 10));
}
