/** Local-storage keys the school's other systems use (SPEC §6). */
export const TOKEN_KEY = "token";
export const SCHOOL_CODE_KEY = "schoolcode";

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

/** The school code a signed-in session stored, if any. */
export function storedSchoolCode(): string | null {
  return readStorage(SCHOOL_CODE_KEY)?.trim() || null;
}
