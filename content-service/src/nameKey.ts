/** A name as the transfer-certificate lookup compares it: case and extra spaces do not matter. */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, " ").toLowerCase();
