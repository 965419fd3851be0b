/** @jest-environment node */
import { configFromEnv } from "../../src/config";
import { DEFAULT_CLOUDFLARE_API_BASE, NO_PURGE } from "../../src/purge/purgeConfig";

it("purges nothing unless told to", () => {
  expect(configFromEnv({}).purge).toEqual(NO_PURGE);
});

it.each<[string, NodeJS.ProcessEnv, object]>([
  [
    "two cache nodes, BAN by default",
    { CDN_PURGE_URLS: "http://127.0.0.1:6081, http://10.0.0.2:6081/" },
    { nodes: ["http://127.0.0.1:6081", "http://10.0.0.2:6081"], method: "BAN", cloudflare: null },
  ],
  ["PURGE, in any case", { CDN_PURGE_URLS: "http://127.0.0.1:6081", CDN_PURGE_METHOD: "purge" }, { method: "PURGE" }],
  [
    "Cloudflare at its own API",
    { CLOUDFLARE_ZONE_ID: "z1", CLOUDFLARE_API_TOKEN: "t1", PUBLIC_SERVICE_URL: "https://api.school.example" },
    { nodes: [], cloudflare: { zoneId: "z1", token: "t1", apiBase: DEFAULT_CLOUDFLARE_API_BASE } },
  ],
  [
    "Cloudflare at a stand-in",
    {
      CLOUDFLARE_ZONE_ID: "z1",
      CLOUDFLARE_API_TOKEN: "t1",
      CLOUDFLARE_API_BASE: "http://127.0.0.1:9999/client/v4/",
      PUBLIC_SERVICE_URL: "https://api.school.example",
    },
    { cloudflare: { zoneId: "z1", token: "t1", apiBase: "http://127.0.0.1:9999/client/v4" } },
  ],
])("%s", (_label, env, expected) => {
  expect(configFromEnv(env).purge).toMatchObject(expected);
});

it.each<[string, NodeJS.ProcessEnv, RegExp]>([
  ["a node that is not an address", { CDN_PURGE_URLS: "varnish:6081" }, /^CDN_PURGE_URLS: varnish:6081 is not/],
  ["an unknown method", { CDN_PURGE_URLS: "http://a:1", CDN_PURGE_METHOD: "DELETE" }, /expected BAN .* or PURGE/],
  ["a zone without a token", { CLOUDFLARE_ZONE_ID: "z1" }, /CLOUDFLARE_ZONE_ID is set but CLOUDFLARE_API_TOKEN is not/],
  [
    "a token without a zone",
    { CLOUDFLARE_API_TOKEN: "secret-t" },
    /CLOUDFLARE_API_TOKEN is set but CLOUDFLARE_ZONE_ID/,
  ],
  [
    "Cloudflare without the public address",
    { CLOUDFLARE_ZONE_ID: "z", CLOUDFLARE_API_TOKEN: "t" },
    /PUBLIC_SERVICE_URL/,
  ],
])("refuses to start with %s", (_label, env, message) => {
  let refusal = "";
  try {
    configFromEnv(env);
  } catch (error) {
    refusal = (error as Error).message;
  }
  expect(refusal).toMatch(message);
  expect(refusal).not.toContain("secret-t");
});
