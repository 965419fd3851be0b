/**
 * The requests the service sends to drop public answers from the caches in front of it once a
 * write has committed (docs/content-service.md, "Purge on publish"). The wire format, which deploy/varnish/*.vcl
 * matches:
 *
 * To each cache node of CDN_PURGE_URLS (its address, such as http://127.0.0.1:6081), with the `Host`
 * header set to the host of PUBLIC_SERVICE_URL (the name visitors' requests reach the cache by):
 *
 *   CDN_PURGE_METHOD=BAN (the default): one request per change, such as (a blog post's, shortened)
 *     BAN / HTTP/1.1
 *     Host: api.school.example
 *     X-Ban-Path: ^(?:/api/blog/All/DPSSWB|/share/post/blog_1)(?:\?.*)?$|^/api/innerBlog\?(?:.*&)?id=blog_1(?:&.*)?$
 *   X-Ban-Path is a regular expression (PCRE, as Varnish's `ban("req.url ~ " + …)` reads it) matched
 *   against the whole request URL, query string included: a list path drops every query variant of
 *   it (`/api/news/DPSSWB?page=2`), an item drops every address naming its id (`?id=…&school=…`).
 *   The node answers 2xx once the ban is in place.
 *
 *   CDN_PURGE_METHOD=PURGE: one request per exact address the site asks for
 *     PURGE /api/news/DPSSWB HTTP/1.1
 *     Host: api.school.example
 *   (and `PURGE /api/innerBlog?id=blog_1`, `PURGE /api/image/<id>?w=480` …). 2xx or 404 (nothing
 *   was cached) is success.
 *
 * With CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN, Cloudflare's purge by URL as well (it takes exact
 * addresses only, at most 30 a call):
 *     POST {CLOUDFLARE_API_BASE}/zones/{zone}/purge_cache
 *     Authorization: Bearer {token}
 *     Content-Type: application/json
 *     {"files":["https://api.school.example/api/news/DPSSWB", …]}
 *
 * Any other answer, a refused connection or no answer within the timeout is a failure, retried.
 */
import type { PublicAnswer } from "./changedAnswers";

export type PurgeMethod = "BAN" | "PURGE";

/** One request to one cache node: a method and the path it is sent to, with its extra headers. */
export interface NodeRequest {
  method: PurgeMethod;
  path: string;
  headers: Record<string, string>;
}

/** Cloudflare accepts at most this many addresses in one purge call. */
export const CLOUDFLARE_FILES_PER_CALL = 30;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The X-Ban-Path of the answers: whole paths with any query, and items by their query parameter. */
export function banPattern(answers: readonly PublicAnswer[]): string {
  const paths = answers.filter((answer) => !answer.query).map((answer) => escapeRegex(answer.path));
  const items = answers.flatMap(({ path, query }) =>
    query
      ? [`^${escapeRegex(path)}\\?(?:.*&)?${query.name}=${escapeRegex(encodeURIComponent(query.value))}(?:&.*)?$`]
      : [],
  );
  return [...(paths.length ? [`^(?:${[...new Set(paths)].join("|")})(?:\\?.*)?$`] : []), ...new Set(items)].join("|");
}

/** The requests one cache node gets for a change. */
export function nodeRequests(
  method: PurgeMethod,
  answers: readonly PublicAnswer[],
  addresses: readonly string[],
): NodeRequest[] {
  if (method === "BAN") return [{ method, path: "/", headers: { "X-Ban-Path": banPattern(answers) } }];
  return [...new Set(addresses)].map((address) => ({ method, path: address, headers: {} }));
}

/** The bodies of the Cloudflare calls for a change: its exact addresses under the service's public one. */
export function cloudflareBatches(serviceUrl: string, addresses: readonly string[]): { files: string[] }[] {
  const files = [...new Set(addresses)].map((address) => `${serviceUrl}${address}`);
  const batches: { files: string[] }[] = [];
  for (let start = 0; start < files.length; start += CLOUDFLARE_FILES_PER_CALL)
    batches.push({ files: files.slice(start, start + CLOUDFLARE_FILES_PER_CALL) });
  return batches;
}
