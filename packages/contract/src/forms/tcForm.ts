/** The transfer-certificate lookup (SPEC §5, §8). */
export const TC_MESSAGES = {
  empty: "Please fill in all fields",
  lookupFailed: "Failed to process your request. Please try again later.",
  downloadFailed: "Failed to download data.",
} as const;

export const TC_FILE_NAME = "tc.jpg";

export interface TcValues {
  admission: string;
  name: string;
}
