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
