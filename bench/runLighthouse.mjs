/**
 * One Lighthouse run through its public Node API, in plain Node: `node bench/runLighthouse.mjs
 * <url> <chrome debugging port>` prints the run's result (LHR) as JSON. It is a separate process
 * because under tsx, esbuild would add its `__name` helper to the functions Lighthouse sends into
 * the page, where the helper does not exist. Lighthouse's default configuration is the mobile
 * preset: a mid-range phone on slow 4G, simulated throttling.
 */
import lighthouse from "lighthouse";

const [url, port] = process.argv.slice(2);
const result = await lighthouse(url, {
  port: Number(port),
  output: "json",
  logLevel: "error",
  onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
});
if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
process.stdout.write(JSON.stringify(result.lhr));
