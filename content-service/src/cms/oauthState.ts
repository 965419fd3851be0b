import { randomBytes, timingSafeEqual } from "crypto";

/** The OAuth `state` binds GitHub's answer to the browser that asked: without it, anyone could
 * send a signed-in editor back through the callback with their own code (login CSRF). It lives in
 * an HttpOnly cookie of the service and in the address GitHub sends back. */
export const STATE_COOKIE = "cms_oauth_state";
export const STATE_MAX_AGE_S = 600;

export const newState = () => randomBytes(32).toString("base64url");

/** The cookie also holds when the state expires: a browser that keeps a cookie past its Max-Age
 * (a restored session) still cannot finish a sign-in begun long ago. */
export const stateCookieValue = (state: string, now = Date.now()) => `${state}.${now + STATE_MAX_AGE_S * 1000}`;

export type StateCheck = "ok" | "missing" | "expired" | "mismatch";

export function checkState(cookie: string | undefined, state: unknown, now = Date.now()): StateCheck {
  if (!cookie) return "missing";
  const [expected, expires] = cookie.split(".");
  if (!expected || !(Number(expires) > now)) return "expired";
  if (typeof state !== "string") return "mismatch";
  const given = Buffer.from(state);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? "ok" : "mismatch";
}
