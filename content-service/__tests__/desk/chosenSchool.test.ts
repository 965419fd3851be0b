import { httpClient } from "../../desk/src/data/httpClient";
import { chooseSchool, forgetChosenSchool } from "../../desk/src/lib/chosenSchool";

/** The headers of the one call the desk's client made. */
function sentHeaders(fetchMock: jest.Mock): Headers {
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return new Headers(init.headers);
}

describe("the school an owner's desk works on", () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    forgetChosenSchool();
    fetchMock = jest.fn(async () => ({
      status: 200,
      statusText: "OK",
      headers: new Headers({ "Content-Type": "application/json" }),
      text: async () => "[]",
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterAll(() => {
    global.fetch = realFetch;
  });

  it.each([
    ["no school was chosen", null, null],
    ["a school was chosen", "GVSKOL", "GVSKOL"],
  ])("sends X-School only when %s", async (_case, chosen, sent) => {
    if (chosen) chooseSchool(chosen);
    await httpClient("/api/desk/news");
    const headers = sentHeaders(fetchMock);
    expect(headers.get("X-School")).toBe(sent);
    expect(headers.get("Accept")).toBe("application/json");
  });

  it("forgets the choice, so that the next account starts on its own school", async () => {
    chooseSchool("GVSKOL");
    forgetChosenSchool();
    await httpClient("/api/desk/news");
    expect(sentHeaders(fetchMock).has("X-School")).toBe(false);
  });
});
