import { fetchUtils, HttpError } from "ra-core";
import { chosenSchool, SCHOOL_HEADER } from "../lib/chosenSchool";

/** Where the desk's API lives: the desk is served by the same service, on the same origin. */
export const API_BASE = "/api/desk";

const STATUS_MESSAGES: Record<number, string> = {
  401: "Your session has ended. Please sign in again.",
  403: "Your account may not do this.",
  404: "This item no longer exists.",
  413: "The file is too large.",
  429: "Too many tries. Please wait a few minutes and try again.",
};

/** The sentence a person reads for a failed call: the service's own words when it gave some. */
export function messageOf(status: number, body: unknown): string {
  const said =
    body && typeof body === "object"
      ? ((body as { error?: unknown; message?: unknown }).error ?? (body as { message?: unknown }).message)
      : undefined;
  if (typeof said === "string" && said.trim()) return said;
  return STATUS_MESSAGES[status] ?? "The content service could not do this. Please try again.";
}

/** The call's headers, with the school an owner chose (fetchJson's own default otherwise). */
function headersFor(options: fetchUtils.Options): Headers {
  const headers = new Headers(options.headers ?? { Accept: "application/json" });
  const school = chosenSchool();
  if (school) headers.set(SCHOOL_HEADER, school);
  return headers;
}

/** react-admin's fetchJson with the session cookie, the chosen school, and errors a person can read. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers: headersFor(options), credentials: "same-origin" });
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(messageOf(error.status, error.body), error.status, error.body);
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new Error("The desk cannot reach the content service. Check the connection and try again.");
  }
}

export type HttpClient = typeof httpClient;
