import { formatFileSize } from "./fileSize";

/** The kinds of file the service stores (its Content-Type), as a reader names them. */
const KINDS: Record<string, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
};

/** What a reader is told of a file before downloading it, "PDF, 84 KB", from the Content-Type and
 * Content-Length the service gives for it: as much of that as is known, or null for nothing. */
export function fileFacts(type: string | null, length: string | null): string | null {
  const kind = type ? KINDS[type.split(";")[0].trim().toLowerCase()] : undefined;
  const size = length && /^\d+$/.test(length.trim()) ? formatFileSize(Number(length)) : undefined;
  return [kind, size].filter(Boolean).join(", ") || null;
}
