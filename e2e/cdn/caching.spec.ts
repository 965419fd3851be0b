import { expect, test } from "@playwright/test";
import { builtFiles, routeOf } from "../../gatsby/builtPages";
import { IMMUTABLE } from "../../src/lib/hashedFiles";
import { PUSH_WORKER_PATH } from "../../src/lib/pushWorkerPath";
import { PUBLIC_DIR, REVALIDATE } from "./served";

const files = builtFiles(PUBLIC_DIR);

/** Each address whose Cache-Control is not `expected`, with what it got. */
async function otherwiseCached(baseURL: string, addresses: string[], expected: string): Promise<string[]> {
  const wrong: string[] = [];
  for (const address of addresses) {
    const response = await fetch(`${baseURL}${address}`, { method: "HEAD", redirect: "manual" });
    const got = `${response.status} ${response.headers.get("cache-control")}`;
    if (got !== `200 ${expected}`) wrong.push(`${address}: ${got}`);
  }
  return wrong;
}

test("webpack's scripts and stylesheets, named by their hash, and Gatsby's static/ files are kept for a year; the push worker is asked for again each time", async ({
  baseURL,
}) => {
  // The push worker is a script at the top of the site too, but named without a hash: it is asked
  // for again each time (below).
  const kept = files.filter(
    (file) => (/^[^/]+\.(js|css)$/.test(file) && `/${file}` !== PUSH_WORKER_PATH) || file.startsWith("static/"),
  );
  expect(kept.filter((file) => file.endsWith(".css")).length).toBeGreaterThan(3);
  expect(
    await otherwiseCached(
      baseURL as string,
      kept.map((file) => `/${encodeURI(file)}`),
      IMMUTABLE,
    ),
  ).toEqual([]);
  expect(files).toContain(PUSH_WORKER_PATH.slice(1));
  expect(await otherwiseCached(baseURL as string, [PUSH_WORKER_PATH], REVALIDATE)).toEqual([]);
});

test("pages and page data (page-data/*.json, app-data.json among them) are asked for again each time", async ({
  baseURL,
}) => {
  const asked = [
    ...files.filter((file) => file.endsWith(".html")).map(routeOf),
    ...files.filter((file) => file.startsWith("page-data/")).map((file) => `/${encodeURI(file)}`),
  ];
  expect(asked).toContain("/page-data/app-data.json");
  expect(await otherwiseCached(baseURL as string, asked, REVALIDATE)).toEqual([]);
});
