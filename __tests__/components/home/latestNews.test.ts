import { fetchLatestNews } from "../../../src/client/content";
import type { ApiResult } from "../../../src/client/result";
import { latestNews, newsSectionGoes } from "../../../src/components/home/latestNews";

jest.mock("../../../src/client/content", () => ({ fetchLatestNews: jest.fn() }));
const fetchMock = jest.mocked(fetchLatestNews);

const item = { id: "n1", title: "Sports day", fromDate: "2026-11-20" } as never;
const answers: [string, ApiResult<never[]>, boolean][] = [
  ["news", { ok: true, data: [item] }, false],
  ["no news", { ok: true, data: [] }, true],
  ["no answer", { ok: false, error: { kind: "network", message: "Network error" } }, true],
];

beforeEach(() => fetchMock.mockReset());

it.each(answers)("with %s, the section goes: %s", async (_, answer, goes) => {
  fetchMock.mockResolvedValue(answer);
  await expect(newsSectionGoes()).resolves.toBe(goes);
  await latestNews();
});

it("gives the scroller the early answer once, then asks again", async () => {
  const early: ApiResult<never[]> = { ok: true, data: [item] };
  const later: ApiResult<never[]> = { ok: true, data: [] };
  fetchMock.mockResolvedValueOnce(early).mockResolvedValueOnce(later);
  await newsSectionGoes();
  await expect(latestNews()).resolves.toBe(early);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await expect(latestNews()).resolves.toBe(later);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
