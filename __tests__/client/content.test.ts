import { fetchAllNews } from "../../src/client/content";

// The readers are a chunk of their own, fetched beside the answer; a visitor who goes offline after the
// page loaded, or a page older than a new deploy, cannot fetch it.
jest.mock("../../src/client/normalise", () => {
  throw new Error("Loading chunk normalise failed.");
});

it("reports readers that cannot load as a typed error, without throwing", async () => {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, text: async () => '[{"title":"A"}]' });
  expect(await fetchAllNews()).toEqual({
    ok: false,
    error: { kind: "network", message: "The page's readers did not load" },
  });
});
