import http from "http";
import https from "https";
import { Counter, Registry } from "prom-client";
import { changedAnswers, type PublishedChange } from "./changedAnswers";
import { purgeConfigured, type PurgeConfig } from "./purgeConfig";
import { cloudflareBatches, nodeRequests, type NodeRequest } from "./purgeRequests";

/** A cache that has not answered by then is taken as failed: the request is retried later. */
export const PURGE_TIMEOUT_MS = 2_000;
/** Retries after the first attempt: 1 + 2 + 4 + 8 + 16 + 32 s, about a minute, at the default base.
 * A cache down longer has lost nothing lasting: it keeps an answer s-maxage at most
 * (@school/contract/desk/cachePolicy). */
export const PURGE_RETRIES = 6;

interface PurgeLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** One request to one cache, retried on its own. */
interface Job {
  target: string;
  send(signal: AbortSignal): Promise<void>;
}

/** Tells the caches in front of the service to drop the public answers a committed change altered
 * (purgeRequests.ts has the requests). `published` resolves once every cache has had its first
 * attempt, taken or failed: the save waits for it, so a visitor who reloads once the desk says
 * "Saved" cannot reach a cache before it has taken the purge (unless it failed to). An attempt ends
 * within PURGE_TIMEOUT_MS, so a cache that is down holds a save up that long at most and never
 * fails it. Each request that fails is retried
 * with a doubling delay in the background, then given up on and logged.
 *
 * The same requests are sent again `againMs` (1 s) after the first round. Between a cache taking
 * the first and the change reaching every instance of the service, the cache can fill itself again
 * with an old answer, and would keep it SHARED_CACHE_SECONDS: another instance serves its answers
 * from memory until LISTEN/NOTIFY tells it of the change (http/contentCache.ts, db/changeFeed.ts),
 * a few milliseconds after the commit; and any instance can be midway through a read begun before
 * the commit. The second round drops such an answer, whatever the cache or the number of
 * instances, as long as the instance heard of the change and ended its read within `againMs`.
 * Asking the database on every public read instead would cost a query each and still not cover the
 * read begun before the commit.
 *
 * Closing drops the retries and second rounds still waiting and cuts the requests in flight, so a
 * cache that is down cannot hold up the service's shutdown. */
export class Purger {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: "cdn_purge_requests_total",
    help:
      "Purge requests to the caches in front, by cache and outcome (sent: taken; failed: an attempt " +
      "failed; retried: tried again later; given_up: failed every retry)",
    labelNames: ["target", "outcome"],
    registers: [this.registry],
  });
  private readonly waiting = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly closing = new AbortController();
  private readonly host: string;

  constructor(
    private readonly config: PurgeConfig,
    private readonly context: { serviceUrl: string; ownSchool: string; log: PurgeLog },
  ) {
    this.host = new URL(context.serviceUrl).host;
  }

  get configured(): boolean {
    return purgeConfigured(this.config);
  }

  /** Called once a change has committed (never inside its transaction: a cache asked again before
   * the commit would keep the old answer). Resolves once each request's first attempt has ended;
   * never rejects. */
  published(change: PublishedChange): Promise<void> {
    if (!this.configured || this.closing.signal.aborted) return Promise.resolve();
    const jobs = this.jobsOf(change);
    const firstRound = Promise.all(jobs.map((job) => this.attempt(job, 0)));
    this.later(() => jobs.forEach((job) => void this.attempt(job, 0)), this.config.againMs);
    return firstRound.then(() => undefined);
  }

  private jobsOf(change: PublishedChange): Job[] {
    const { answers, addresses } = changedAnswers(change, this.context.ownSchool);
    const jobs: Job[] = this.config.nodes.flatMap((node) =>
      nodeRequests(this.config.method, answers, addresses).map((request) => ({
        target: node,
        send: (signal: AbortSignal) => sendToNode(node, request, this.host, signal),
      })),
    );
    const cloudflare = this.config.cloudflare;
    if (cloudflare)
      for (const batch of cloudflareBatches(this.context.serviceUrl, addresses))
        jobs.push({ target: "cloudflare", send: (signal) => sendToCloudflare(cloudflare, batch, signal) });
    return jobs;
  }

  /** One attempt, ended (taken, or failed and its retry scheduled) within PURGE_TIMEOUT_MS. */
  private attempt(job: Job, failures: number): Promise<void> {
    const signal = AbortSignal.any([this.closing.signal, AbortSignal.timeout(PURGE_TIMEOUT_MS)]);
    const done = job.send(signal).then(
      () => {
        this.requests.inc({ target: job.target, outcome: "sent" });
      },
      (error: unknown) => this.failed(job, failures + 1, error),
    );
    this.inFlight.add(done);
    void done.finally(() => this.inFlight.delete(done));
    return done;
  }

  private failed(job: Job, failures: number, error: unknown): void {
    // Cut by close(): not the cache's failure, and not to be tried again.
    if (this.closing.signal.aborted) return;
    this.requests.inc({ target: job.target, outcome: "failed" });
    const fields = { purge: job.target, attempts: failures, reason: reasonOf(error) };
    if (failures > PURGE_RETRIES) {
      this.requests.inc({ target: job.target, outcome: "given_up" });
      this.context.log.error(
        fields,
        "a cache did not take a purge after every retry: it may serve an old answer until it expires",
      );
      return;
    }
    const delayMs = this.config.retryBaseMs * 2 ** (failures - 1);
    this.context.log.warn({ ...fields, retryInMs: delayMs }, "a cache did not take a purge: retrying");
    this.requests.inc({ target: job.target, outcome: "retried" });
    this.later(() => void this.attempt(job, failures), delayMs);
  }

  /** Work for later that close() drops; it does not keep the process alive. */
  private later(work: () => void, delayMs: number): void {
    const timer = setTimeout(() => {
      this.waiting.delete(timer);
      work();
    }, delayMs);
    timer.unref();
    this.waiting.add(timer);
  }

  /** Drops the retries and second rounds still waiting and cuts the requests in flight; resolves
   * once they have ended. */
  async close(): Promise<void> {
    if (this.waiting.size)
      this.context.log.warn(
        { dropped: this.waiting.size },
        "closing: purges still to be retried or sent again are dropped",
      );
    for (const timer of this.waiting) clearTimeout(timer);
    this.waiting.clear();
    this.closing.abort();
    await Promise.allSettled([...this.inFlight]);
  }
}

/** What went wrong, in words without any personal data: a status, or a network error's code. */
function reasonOf(error: unknown): string {
  const { name, message, code, cause } = (error ?? {}) as {
    name?: string;
    message?: string;
    code?: string;
    cause?: { code?: string; name?: string };
  };
  // fetch rejects with the timeout itself, Node's client with an AbortError caused by it.
  if (name === "TimeoutError" || cause?.name === "TimeoutError") return `no answer within ${PURGE_TIMEOUT_MS} ms`;
  // fetch names the network's error in its cause.
  return code ?? cause?.code ?? message ?? String(error);
}

/** Node's own client, not fetch: fetch would not send the public Host a cache keys its answers by. */
function sendToNode(node: string, request: NodeRequest, host: string, signal: AbortSignal): Promise<void> {
  const url = new URL(node);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: request.method,
        path: request.path,
        headers: { Host: host, "Content-Length": "0", ...request.headers },
        signal,
      },
      (answer) => {
        answer.resume();
        const status = answer.statusCode ?? 0;
        const taken = (status >= 200 && status < 300) || (request.method === "PURGE" && status === 404);
        answer.on("end", () => (taken ? resolve() : reject(new Error(`answered ${status}`))));
        answer.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function sendToCloudflare(
  { zoneId, token, apiBase }: NonNullable<PurgeConfig["cloudflare"]>,
  batch: { files: string[] },
  signal: AbortSignal,
): Promise<void> {
  const answer = await fetch(`${apiBase}/zones/${encodeURIComponent(zoneId)}/purge_cache`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(batch),
    signal,
  });
  const result = (await answer.json().catch(() => null)) as { success?: boolean } | null;
  if (!answer.ok || result?.success !== true) throw new Error(`answered ${answer.status}`);
}
