import { API_PATHS, apiPath } from "@school/contract/apiPaths";
import type { ShareKind } from "@school/contract/share";

/** The address a visitor shares for an item: the content service's preview of it, which names the
 * item (the site's page of it, built before the item existed, names only its kind) and takes
 * whoever opens it on to the item's page. */
export const shareAddress = (serviceUrl: string, schoolCode: string, kind: ShareKind, id: string): string =>
  `${serviceUrl}${apiPath(API_PATHS.share, { kind, id })}?school=${encodeURIComponent(schoolCode)}`;
