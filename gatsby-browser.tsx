import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { stopWaitingForNearness } from "./src/components/layout/HydrateWhenNear";

/** Once the address changes (a link inside the site, a #fragment), every part still waiting to come
 * near the screen takes part at once (HydrateWhenNear). */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) stopWaitingForNearness();
};
