import type { ApiError, ApiResult } from "./result";
import { apiUrl, readUrl, REQUEST_TIMEOUT_MS } from "./config";
import { authHeaders } from "./auth";

export interface RequestOptions {
  method?: "GET" | "POST";
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  auth?: boolean;
  timeoutMs?: number;
  /** Ask the service every time (a 304 when unchanged) rather than take the browser's kept copy. */
  fresh?: boolean;
  /** The answer holds a pupil's personal data: it is asked of the service's own address, never
   * through the site's (serviceAddress.ts). */
  personal?: boolean;
}

/** Sends one request and reads its body with `read`, all within the time limit. Never throws:
 * a timeout, a network failure or an unreadable body becomes a typed error. */
async function send<T>(
  path: string,
  options: RequestOptions,
  read: (response: Response) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const { method = "GET", body, auth = false, timeoutMs = REQUEST_TIMEOUT_MS, fresh = false, personal } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const headers: Record<string, string> = { Accept: "application/json", ...(auth ? authHeaders() : {}) };
  let payload: BodyInit | undefined;
  if (typeof FormData !== "undefined" && body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  try {
    // A public read may come through the site's own address; a write, a token or a pupil's data never does.
    const publicRead = method === "GET" && !personal && !headers.Authorization;
    const address = publicRead ? readUrl(path) : apiUrl(path);
    const response = await fetch(address, {
      method,
      headers,
      body: payload,
      signal: controller.signal,
      ...(fresh ? { cache: "no-cache" as const } : {}),
    });
    return await read(response);
  } catch (error) {
    const failure: ApiError = controller.signal.aborted
      ? { kind: "timeout", message: `No answer within ${timeoutMs} ms` }
      : { kind: "network", message: error instanceof Error ? error.message : "Network error" };
    return { ok: false, error: failure };
  } finally {
    clearTimeout(timer);
  }
}

/** JSON from the content service, or a typed error (an HTTP error keeps the answer's JSON as details). */
export function requestJson(path: string, options: RequestOptions = {}): Promise<ApiResult<unknown>> {
  return send(path, options, async (response) => {
    const text = await response.text();
    let data: unknown = null;
    let parsed = true;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      parsed = false;
    }
    if (!response.ok) {
      return {
        ok: false,
        error: { kind: "http", status: response.status, message: `HTTP ${response.status}`, details: data },
      };
    }
    if (!parsed)
      return { ok: false, error: { kind: "parse", status: response.status, message: "The answer was not JSON" } };
    return { ok: true, data };
  });
}

/** Binary content (a certificate image) from the content service, or a typed error. */
export function requestBlob(
  path: string,
  options: Omit<RequestOptions, "body" | "method"> = {},
): Promise<ApiResult<Blob>> {
  return send(path, options, async (response) =>
    response.ok
      ? { ok: true, data: await response.blob() }
      : { ok: false, error: { kind: "http", status: response.status, message: `HTTP ${response.status}` } },
  );
}
