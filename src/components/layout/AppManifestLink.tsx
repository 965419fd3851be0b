import { useEffect } from "react";
import { afterLoad } from "../../lib/afterLoad";
import { MANIFEST_PATH } from "../../lib/appIcons";

/** Puts the web app manifest's link into the head, once. */
function addManifestLink(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = MANIFEST_PATH;
  document.head.appendChild(link);
}

/**
 * The web app manifest's link, added once the page's first screen has been drawn (afterLoad) rather
 * than written in the HTML. Chrome fetches a page's manifest, and the icon it would install the site
 * with, as soon as the link is in the page: on a slow phone line those 6.6 KB shared the line with
 * the page's scripts and data (in Lighthouse's model, the calendar's largest paint came 47 ms later
 * with them, over five interleaved rounds). A visitor installs the site after reading it, when the
 * link is there.
 */
export function AppManifestLink() {
  useEffect(() => afterLoad(addManifestLink), []);
  return null;
}
