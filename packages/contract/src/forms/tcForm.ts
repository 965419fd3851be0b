import { object, string } from "yup";

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

/** Both fields are required after trimming, with one message for either; no other bounds (SPEC §5). */
export const tcSchema = object({
  admission: string().required(TC_MESSAGES.empty),
  name: string().required(TC_MESSAGES.empty),
});
