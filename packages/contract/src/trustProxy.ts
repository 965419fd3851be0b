/** TRUST_PROXY, read alike by the content service and the site's server (`npm start`), which sit
 * behind the same proxies: it names the proxies whose X-Forwarded-For is believed, as addresses,
 * CIDR ranges, or proxy-addr's names (loopback, linklocal, uniquelocal). "true" would believe anyone. */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const entries = (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (!entries.length) return false;
  if (entries.some((entry) => /^(true|yes|\*|\d+)$/i.test(entry))) {
    throw new Error(
      `TRUST_PROXY=${value}: name the proxies' addresses or ranges (for example 10.0.0.0/8), ` +
        "not a switch or a hop count.",
    );
  }
  return entries;
}
