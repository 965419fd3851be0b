/** If-None-Match as RFC 9110 §13.1.2 reads it for GET: `*`, or a list of entity tags compared
 * weakly (a W/ prefix on either side is ignored). Every cached answer of the service, JSON, feeds
 * and stored files alike, asks this one function, so a CDN's weak or list forms revalidate
 * everywhere the same way. */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = new Set(etags.map(opaqueTag));
  // An entity tag's opaque part may hold a comma, so the list is read tag by tag, not split on commas.
  for (const [, tag] of ifNoneMatch.matchAll(/(?:W\/)?("[^"]*")/g)) if (opaque.has(tag)) return true;
  return false;
}

/** The quoted part of an entity tag, without a weak prefix. */
const opaqueTag = (etag: string) => etag.replace(/^W\//, "");

/** If-Match as RFC 9110 §13.1.1 reads it: `*` (any current version), or a list of entity tags
 * compared strongly, so a weak tag never matches. */
export function ifMatchHolds(ifMatch: string, etag: string): boolean {
  if (ifMatch.trim() === "*") return true;
  for (const [, weak, tag] of ifMatch.matchAll(/(W\/)?("[^"]*")/g)) if (!weak && tag === etag) return true;
  return false;
}
