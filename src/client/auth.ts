/** The local-storage key of the token the school's other systems store (SPEC §6). The `schoolcode`
 * they also store is not read: every path carries site.yaml's school code. */
const TOKEN_KEY = "token";

function readStorage(key: string): string | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (private mode, strict cookie settings): behave as if empty.
    return null;
  }
}

/** Headers for the calls that carry authorization: a bearer token only when one is stored. */
export function authHeaders(): Record<string, string> {
  const token = readStorage(TOKEN_KEY)?.trim();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
