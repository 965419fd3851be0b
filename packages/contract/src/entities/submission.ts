/** What the office changes of an enquiry or application at the desk: whether it has been handled. */
import * as z from "zod/mini";

export const submissionWrite = z.object({
  handled: z.boolean({ error: "Say whether it has been handled." }),
});
