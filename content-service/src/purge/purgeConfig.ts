import type { PurgeMethod } from "./purgeRequests";

/** Where purges go after a write has committed (docs/content-service.md, "Purge on publish"). */
export interface PurgeConfig {
  /** The cache nodes' addresses (CDN_PURGE_URLS: origins such as http://127.0.0.1:6081). */
  nodes: string[];
  /** BAN (the default: one request drops every query of a path) or PURGE (one exact address each). */
  method: PurgeMethod;
  /** Cloudflare's purge by URL (CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN, CLOUDFLARE_API_BASE). */
  cloudflare: { zoneId: string; token: string; apiBase: string } | null;
  /** The first retry's delay; each next one waits twice as long. Only tests shorten it. */
  retryBaseMs: number;
  /** How long after a save its purges are sent again (purger.ts says why). Only tests change it. */
  againMs: number;
}

export const NO_PURGE: PurgeConfig = { nodes: [], method: "BAN", cloudflare: null, retryBaseMs: 1_000, againMs: 1_000 };

export const DEFAULT_CLOUDFLARE_API_BASE = "https://api.cloudflare.com/client/v4";

export const purgeConfigured = (config: PurgeConfig): boolean => config.nodes.length > 0 || config.cloudflare !== null;

const isHttpAddress = (value: string) => /^https?:\/\/[^/\s]+/.test(value) && URL.canParse(value);

/** The purge settings of the environment; a half-set pair or a malformed address stops the start
 * with a message naming the variable. The token is never repeated in one. */
export function parsePurgeConfig(env: NodeJS.ProcessEnv): PurgeConfig {
  const nodes = (env.CDN_PURGE_URLS ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  for (const node of nodes)
    if (!isHttpAddress(node))
      throw new Error(`CDN_PURGE_URLS: ${node} is not an http:// or https:// address of a cache node.`);
  const method = (env.CDN_PURGE_METHOD?.trim() || "BAN").toUpperCase();
  if (method !== "BAN" && method !== "PURGE")
    throw new Error(`CDN_PURGE_METHOD=${env.CDN_PURGE_METHOD}: expected BAN (the default) or PURGE.`);
  const zoneId = env.CLOUDFLARE_ZONE_ID?.trim() ?? "";
  const token = env.CLOUDFLARE_API_TOKEN?.trim() ?? "";
  if (Boolean(zoneId) !== Boolean(token))
    throw new Error(
      `${zoneId ? "CLOUDFLARE_ZONE_ID" : "CLOUDFLARE_API_TOKEN"} is set but ` +
        `${zoneId ? "CLOUDFLARE_API_TOKEN" : "CLOUDFLARE_ZONE_ID"} is not: ` +
        "set both (the zone, and a token allowed to purge its cache) or neither.",
    );
  const apiBase = (env.CLOUDFLARE_API_BASE?.trim() || DEFAULT_CLOUDFLARE_API_BASE).replace(/\/+$/, "");
  if (!isHttpAddress(apiBase))
    throw new Error(`CLOUDFLARE_API_BASE=${apiBase}: expected an http:// or https:// address.`);
  if (zoneId && !env.PUBLIC_SERVICE_URL?.trim())
    throw new Error(
      "CLOUDFLARE_ZONE_ID is set but PUBLIC_SERVICE_URL is not: Cloudflare is told the public addresses to drop.",
    );
  return {
    nodes: nodes.map((node) => new URL(node).origin),
    method,
    cloudflare: zoneId ? { zoneId, token, apiBase } : null,
    retryBaseMs: NO_PURGE.retryBaseMs,
    againMs: NO_PURGE.againMs,
  };
}
