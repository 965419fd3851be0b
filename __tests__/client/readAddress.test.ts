/** Which address the site's client asks: the service's public content at the address pages read
 * from (GATSBY_CONTENT_READ_URL, here the site's own), everything else at the service's own. */
type Http = typeof import("../../src/client/http");
type Images = typeof import("../../src/client/images");

const SITE = "https://www.school.example";
const SERVICE = "https://content.school.example";

async function clientWith(env: Record<string, string>): Promise<{ http: Http; images: Images }> {
  const before = { ...process.env };
  Object.assign(process.env, env);
  try {
    let loaded: { http: Http; images: Images } | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = { http: await import("../../src/client/http"), images: await import("../../src/client/images") };
    });
    return loaded as { http: Http; images: Images };
  } finally {
    process.env = before;
  }
}

let http: Http;
let images: Images;
beforeAll(async () => {
  ({ http, images } = await clientWith({ GATSBY_CONTENT_API_URL: SERVICE, GATSBY_CONTENT_READ_URL: `${SITE}/` }));
});

beforeEach(() => {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, text: async () => "{}" });
});
afterEach(() => window.localStorage.clear());

const asked = () => (global.fetch as jest.Mock).mock.calls[0][0];

it.each([
  ["a list", "/api/news/All/DPSSWB", {}, false, SITE],
  ["a list the auth helper asks for, with no token stored", "/api/topper/DPSSWB", { auth: true }, false, SITE],
  ["a list asked for with a stored token", "/api/topper/DPSSWB", { auth: true }, true, SERVICE],
  ["a form sent", "/api/form/DPSSWB/dif", { method: "POST" as const, body: {} }, false, SERVICE],
  ["a pupil's certificate", "/api/image?path=tc/1.png", { personal: true }, false, SERVICE],
])("asks for %s at %s", async (_what, path, options, token, base) => {
  if (token) window.localStorage.setItem("token", "t0k3n");
  await http.requestJson(path, options);
  expect(asked()).toBe(`${base}${path}`);
});

it("shows the service's pictures from the address pages read from", () => {
  expect(images.imageUrl("gallery/a.jpg")).toMatch(new RegExp(`^${SITE}/api/image`));
});

it("asks everything of the service's own address where no other address is given", async () => {
  const plain = await clientWith({ GATSBY_CONTENT_API_URL: SERVICE, GATSBY_CONTENT_READ_URL: "" });
  await plain.http.requestJson("/api/news/All/DPSSWB");
  expect(asked()).toBe(`${SERVICE}/api/news/All/DPSSWB`);
});
