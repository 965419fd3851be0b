/** What the answer of a push service means for one push (RFC 8030 and the push services' own
 * documentation): delivered, the subscription gone, worth another try, or not. */
export type Delivery =
  { outcome: "sent" } | { outcome: "gone" } | { outcome: "retry"; afterMs: number | null } | { outcome: "failed" };

/** An answer's status (null when no answer came: a timeout or a broken connection) and its
 * Retry-After header, in seconds or as a date. */
export function deliveryOf(status: number | null, retryAfter: string | null = null, now = Date.now()): Delivery {
  if (status !== null && status >= 200 && status < 300) return { outcome: "sent" };
  // 404 and 410: the browser unsubscribed or its subscription expired; it will not come back.
  if (status === 404 || status === 410) return { outcome: "gone" };
  if (status === null || status === 429 || status >= 500)
    return { outcome: "retry", afterMs: retryAfterMs(retryAfter, now) };
  // 400 (a malformed push), 401/403 (a key the service refuses), 413 (too large): the same push
  // would be refused again.
  return { outcome: "failed" };
}

function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** How long to wait before attempt `attempts + 1`: 15 s, doubling, at most an hour. */
export const backoffMs = (attempts: number): number => Math.min(3600_000, 15_000 * 2 ** attempts);

/** Attempts after which a push is given up on (about two hours of tries at the backoff above). */
export const MAX_ATTEMPTS = 10;
