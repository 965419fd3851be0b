import { useEffect } from "react";
import { useI18nProvider } from "ra-core";
import type { DeskI18nProvider } from "../i18n";
import { useDeskConfig } from "./useDeskConfig";

/** Has the save and delete messages say "at once" when the service purges the caches in front of
 * it on every save (its settings' `purging`), and when visitors next load the page otherwise. */
export function useSaveMessages(): void {
  const i18n = useI18nProvider() as Partial<DeskI18nProvider>;
  const atOnce = useDeskConfig().data?.purging === true;
  useEffect(() => i18n.sayShownAtOnce?.(atOnce), [i18n, atOnce]);
}
