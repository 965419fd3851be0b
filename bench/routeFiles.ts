import path from "path";
import { pageFile } from "../gatsby/pageLayout";

/** The folder that names a route under page-data/ in the build output. */
export const routeDir = (route: string) => route.split("?")[0].replace(/^\/+|\/+$/g, "");

/** The built page of a route, where the build lays it out (gatsby/pageLayout.ts). */
export const routeHtmlPath = (publicDir: string, route: string) => path.join(publicDir, pageFile(route.split("?")[0]));
