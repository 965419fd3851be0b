import { object, string } from "yup";
import { TC_MESSAGES } from "./tcForm";

/** Both fields are required after trimming, with one message for either; no other bounds (SPEC §5). */
export const tcSchema = object({
  admission: string().required(TC_MESSAGES.empty),
  name: string().required(TC_MESSAGES.empty),
});
