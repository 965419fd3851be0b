/** A file's size as the office reads it, in the messages that refuse a file. */
export const MB = 1024 * 1024;

/** "40 MB". */
export const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** The size of a file over `limit`, never reading as the limit itself: "52 MB", or "40.3 MB". */
export function sizeOver(bytes: number, limit: number): string {
  const whole = Math.round(bytes / MB);
  return whole > Math.round(limit / MB) ? `${whole} MB` : `${Math.ceil((bytes / MB) * 10) / 10} MB`;
}
