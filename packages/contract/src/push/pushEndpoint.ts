/**
 * Where the service may send a push: only to the push services of the browsers that make
 * subscriptions. A subscription's endpoint is an address a browser (or anyone) sends; posting to any
 * other would let a stranger make the service call an address of their choosing (SSRF).
 */

/** The push services' hosts: the name itself, or any name under one starting with a dot. */
export const PUSH_SERVICE_HOSTS = [
  // Chrome, and the browsers built on it (Edge on Android, Samsung Internet, Opera)
  "fcm.googleapis.com",
  // Firefox
  "updates.push.services.mozilla.com",
  // Safari (macOS, and iOS 16.4 and later for a site added to the home screen)
  ".push.apple.com",
  // Edge on Windows
  ".notify.windows.com",
] as const;

export const ENDPOINT_REFUSED =
  "endpoint must be the HTTPS address of a browser's push service (Google's, Mozilla's, Apple's or Microsoft's).";

const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

const isPushServiceHost = (host: string) =>
  PUSH_SERVICE_HOSTS.some((known) => (known.startsWith(".") ? host.endsWith(known) : host === known));

/** Whether `endpoint` is a push service's address: HTTPS on its default port, a known push
 * service's host name (never an IP address), no user name or password in it. `extraOrigins` are
 * origins taken as they are (PUSH_ENDPOINT_ORIGINS: a local push service in tests). */
export function isPushEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === "https:" && url.port === "" && !IP_ADDRESS.test(url.hostname) && isPushServiceHost(url.hostname)
  );
}
