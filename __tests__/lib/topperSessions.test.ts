import { academicSessionOf, defaultSession, sessionOptions } from "../../src/lib/topperSessions";

describe("academic session (April to March)", () => {
  it.each([
    [new Date(2026, 3, 1), "2026-2027"],
    [new Date(2026, 10, 22), "2026-2027"],
    [new Date(2027, 0, 15), "2026-2027"],
    [new Date(2027, 2, 31), "2026-2027"],
    [new Date(2027, 3, 1), "2027-2028"],
  ])("on %p is %s", (today, session) => {
    expect(academicSessionOf(today)).toBe(session);
  });
});

describe("default session", () => {
  const nov2026 = new Date(2026, 10, 22);
  const feb2027 = new Date(2027, 1, 10);

  it("is the current academic session when it has toppers", () => {
    expect(defaultSession(["2025-2026", "2026-2027"], nov2026)).toBe("2026-2027");
  });

  it("falls back to the session before it", () => {
    expect(defaultSession(["2024-2025", "2025-2026"], nov2026)).toBe("2025-2026");
  });

  it("uses the session that began last year from January to March", () => {
    expect(defaultSession(["2025-2026", "2026-2027"], feb2027)).toBe("2026-2027");
    expect(defaultSession(["2025-2026"], feb2027)).toBe("2025-2026");
  });

  it("falls back to the newest session that has toppers", () => {
    expect(defaultSession(["2019-2020", "2022-2023", "2021-2022"], nov2026)).toBe("2022-2023");
  });

  it("names the current session when there is no data at all", () => {
    expect(defaultSession([], nov2026)).toBe("2026-2027");
  });

  it("matches sessions written with a short end year", () => {
    expect(defaultSession(["2025-26"], nov2026)).toBe("2025-26");
  });
});

it("lists distinct sessions, newest start year first", () => {
  expect(sessionOptions(["2023-2024", "2025-2026", null, "2023-2024", " 2024-2025 ", "", "someday"])).toEqual([
    "2025-2026",
    "2024-2025",
    "2023-2024",
    "someday",
  ]);
});
