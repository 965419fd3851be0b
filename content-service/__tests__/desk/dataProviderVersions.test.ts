import { deskDataProvider } from "../../desk/src/data/dataProvider";
import type { HttpClient } from "../../desk/src/data/httpClient";

/** An HTTP client standing in for the service: records each call with its If-Match. */
function fakeService() {
  const calls: { url: string; method: string; ifMatch: string | null; body?: Record<string, unknown> }[] = [];
  const http = jest.fn(async (url: string, options: RequestInit = {}) => {
    const body = options.body ? JSON.parse(String(options.body)) : undefined;
    calls.push({ url, method: options.method ?? "GET", ifMatch: new Headers(options.headers).get("If-Match"), body });
    return { status: 200, headers: new Headers(), body: "", json: { ...body, id: "news_1", version: "v2" } };
  });
  return { http: http as unknown as HttpClient, calls };
}

const loaded = {
  id: "news_1",
  title: "Sports Day",
  fromDate: "2026-11-20",
  description: "",
  attachments: [],
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-02T00:00:00Z",
  origin: "desk",
  publicPath: "/news",
  version: "v1",
};

describe("a change names the version the form loaded", () => {
  it("sends If-Match with the loaded record's version, and only the fields the kind stores", async () => {
    const { http, calls } = fakeService();
    const { data } = await deskDataProvider(http).update("news", {
      id: "news_1",
      data: { ...loaded, title: "Sports Day 2026" },
      previousData: loaded,
    });
    expect(calls).toEqual([
      {
        url: "/api/desk/news/news_1",
        method: "PUT",
        ifMatch: '"v1"',
        body: { title: "Sports Day 2026", fromDate: "2026-11-20", description: "", attachments: [] },
      },
    ]);
    expect(data).toMatchObject({ id: "news_1", version: "v2" });
  });

  it("sends the tag of the record as loaded, not of what the form holds", async () => {
    const { http, calls } = fakeService();
    await deskDataProvider(http).update("news", {
      id: "news_1",
      data: { ...loaded, version: "typed-over" },
      previousData: loaded,
    });
    expect(calls[0].ifMatch).toBe('"v1"');
  });

  it("deletes with If-Match too", async () => {
    const { http, calls } = fakeService();
    await deskDataProvider(http).delete("news", { id: "news_1", previousData: loaded });
    expect(calls).toEqual([{ url: "/api/desk/news/news_1", method: "DELETE", ifMatch: '"v1"', body: undefined }]);
  });

  it("sends no If-Match when the record carries no version (the service then says what is missing)", async () => {
    const { http, calls } = fakeService();
    await deskDataProvider(http).update("submissions", {
      id: "s1",
      data: { handled: true },
      previousData: { id: "s1" },
    });
    expect(calls[0]).toMatchObject({ method: "PUT", ifMatch: null, body: { handled: true } });
  });
});
