import { requestJson } from "../../src/client/http";
import { fetchHighlights, fetchToppers } from "../../src/client/content";
import { imageUrl, switchJpgCase } from "../../src/client/images";

/** jsdom has no fetch: a stand-in answer with what the client reads. */
const respond = (body: string, status = 200) =>
  jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, text: async () => body });

afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

it("resolves JSON", async () => {
  global.fetch = respond('[{"title":"A"}]');
  expect(await requestJson("/api/news/DPSSWB")).toEqual({ ok: true, data: [{ title: "A" }] });
  expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe("http://localhost:4000/api/news/DPSSWB");
});

it("reports an HTML page instead of JSON as a parse error", async () => {
  global.fetch = respond("<html>Bad gateway</html>");
  const result = await requestJson("/x");
  expect(result).toMatchObject({ ok: false, error: { kind: "parse" } });
});

it("keeps an error answer's JSON as details", async () => {
  global.fetch = respond('{"errors":{"phone":"Enter a valid 10-digit phone number."}}', 400);
  expect(await requestJson("/x", { method: "POST", body: {} })).toEqual({
    ok: false,
    error: {
      kind: "http",
      status: 400,
      message: "HTTP 400",
      details: { errors: { phone: "Enter a valid 10-digit phone number." } },
    },
  });
});

it("reports a network failure without throwing", async () => {
  global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
  expect(await requestJson("/x")).toEqual({ ok: false, error: { kind: "network", message: "Failed to fetch" } });
});

it("gives up on a service that does not answer in time", async () => {
  jest.useFakeTimers();
  global.fetch = jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError"))),
      ),
  ) as unknown as typeof fetch;
  const pending = requestJson("/slow", { timeoutMs: 500 });
  jest.advanceTimersByTime(501);
  expect(await pending).toEqual({ ok: false, error: { kind: "timeout", message: "No answer within 500 ms" } });
});

it("keeps only Highlight items for the ticker", async () => {
  global.fetch = respond(
    JSON.stringify([
      { title: "A", category: "Highlight" },
      { title: "B", category: "Notice" },
    ]),
  );
  const result = await fetchHighlights();
  expect(result.ok && result.data.map((h) => h.title)).toEqual(["A"]);
});

it("sends the stored token on the toppers call", async () => {
  window.localStorage.setItem("token", "t0k");
  global.fetch = respond("[]");
  await fetchToppers();
  const init = (global.fetch as jest.Mock).mock.calls[0][1] as RequestInit;
  expect((init.headers as Record<string, string>).Authorization).toBe("Bearer t0k");
});

it("addresses attachments by id or by stored path", () => {
  expect(imageUrl("img_ab12")).toBe("http://localhost:4000/api/image/img_ab12");
  expect(imageUrl("birthdays/asha.JPG")).toBe("http://localhost:4000/api/image?url=birthdays%2Fasha.JPG");
  expect(imageUrl("../x y")).toBe("http://localhost:4000/api/image?url=..%2Fx%20y");
});

it("switches a jpg extension's case for the birthday retry", () => {
  expect(switchJpgCase("a/b.JPG")).toBe("a/b.jpg");
  expect(switchJpgCase("a/b.jpg")).toBe("a/b.JPG");
  expect(switchJpgCase("a/b.png")).toBeNull();
});
