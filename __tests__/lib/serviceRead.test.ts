/** @jest-environment node */
import { passRead } from "../../src/lib/serviceRead";

const SERVICE = "https://content.school.example";

/** What the service was asked, and the answer it gives. */
function service() {
  const asked: Request[] = [];
  const send = async (request: Request) => {
    asked.push(request);
    return new Response('{"ok":true}', { status: 200, headers: { ETag: '"1"' } });
  };
  return { asked, send };
}

describe("the CDN's hand-over of a page's reads to the content service", () => {
  it.each([
    ["GET", "https://www.school.example/api/news/All/DPSSWB", `${SERVICE}/api/news/All/DPSSWB`],
    ["GET", "https://www.school.example/api/innerBlog?id=blog_1", `${SERVICE}/api/innerBlog?id=blog_1`],
    ["HEAD", "https://www.school.example/api/image?name=a.jpg&w=480", `${SERVICE}/api/image?name=a.jpg&w=480`],
  ])("passes a %s of %s to the service as %s, with its answer", async (method, address, expected) => {
    const { asked, send } = service();
    const response = await passRead(new Request(address, { method }), SERVICE, send);
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBe('"1"');
    expect(asked.map((request) => [request.method, request.url])).toEqual([[method, expected]]);
  });

  it("sends on what a read asks with, but never the visitor's cookies or credentials", async () => {
    const { asked, send } = service();
    const headers = {
      Accept: "application/json",
      "If-None-Match": '"1"',
      Origin: "https://www.school.example",
      Cookie: "session=secret",
      Authorization: "Bearer secret",
    };
    await passRead(new Request("https://www.school.example/api/events/All/DPSSWB", { headers }), SERVICE, send);
    const sent = asked[0].headers;
    expect([sent.get("accept"), sent.get("if-none-match"), sent.get("origin")]).toEqual([
      "application/json",
      '"1"',
      "https://www.school.example",
    ]);
    expect([sent.get("cookie"), sent.get("authorization")]).toEqual([null, null]);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])(
    "answers a %s with 405 and the methods that pass, without asking the service",
    async (method) => {
      const { asked, send } = service();
      const response = await passRead(
        new Request("https://www.school.example/api/tc/DPSSWB", { method }),
        SERVICE,
        send,
      );
      expect([response.status, response.headers.get("allow")]).toEqual([405, "GET, HEAD"]);
      expect(await response.json()).toEqual({ error: "Only reads of the school's content come this way." });
      expect(asked).toEqual([]);
    },
  );

  it("keeps a path that looks like another address with the service", async () => {
    const { asked, send } = service();
    await passRead(new Request("https://www.school.example/api//evil.example/x"), SERVICE, send);
    expect(new URL(asked[0].url).origin).toBe(SERVICE);
  });

  it("says what an operator must set when no service is named", async () => {
    const response = await passRead(new Request("https://www.school.example/api/news/DPSSWB"), undefined);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: "The content service is not reachable here: CONTENT_SERVICE_ORIGIN is not set.",
    });
  });

  it("answers 503 with a retry time when the service does not answer", async () => {
    const refused = async () => {
      throw new TypeError("fetch failed");
    };
    const response = await passRead(new Request("https://www.school.example/api/news/DPSSWB"), SERVICE, refused);
    expect([response.status, response.headers.get("retry-after"), response.headers.get("cache-control")]).toEqual([
      503,
      "5",
      "no-store",
    ]);
  });
});
