import { isRecord } from "@school/contract/isRecord";

/** The certificate image path of a transfer-certificate lookup answer (`{data: "<path>"}`), or null. */
export function certificatePath(payload: unknown): string | null {
  if (isRecord(payload) && typeof payload.data === "string" && payload.data.trim()) return payload.data.trim();
  return null;
}
