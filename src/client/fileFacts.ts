import { REQUEST_TIMEOUT_MS } from "./config";

export interface FileHeaders {
  type: string | null;
  length: string | null;
}

/** A file's type and size as the service gives them, asked without the file itself (HEAD); null
 * when it does not answer in time or at all (a host that speaks SPEC's API need not answer HEAD).
 * Never throws. */
export async function fetchFileHeaders(url: string): Promise<FileHeaders | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, { method: "HEAD", signal: controller.signal });
    if (!response.ok) return null;
    return { type: response.headers.get("Content-Type"), length: response.headers.get("Content-Length") };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
