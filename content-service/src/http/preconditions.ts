/** If-Match as RFC 9110 §13.1.1 reads it: `*` (any current version), or a list of entity tags
 * compared strongly, so a weak tag never matches. */
export function ifMatchHolds(ifMatch: string, etag: string): boolean {
  if (ifMatch.trim() === "*") return true;
  for (const [, weak, tag] of ifMatch.matchAll(/(W\/)?("[^"]*")/g)) if (!weak && tag === etag) return true;
  return false;
}
