import { useEffect } from "react";
import { pageContent } from "../lib/pageContent";

/** Counts the page as waiting for the service while `pending` holds (pageContent.ts): from the
 * moment the request starts until the answer has been rendered. */
export function usePendingContent(pending: boolean): void {
  useEffect(() => (pending ? pageContent.start() : undefined), [pending]);
}
