import path from "path";

/** The folder of a route in the build output (index.html and page-data.json live under it). */
export const routeDir = (route: string) => route.split("?")[0].replace(/^\/+|\/+$/g, "");

export const routeHtmlPath = (publicDir: string, route: string) => path.join(publicDir, routeDir(route), "index.html");
