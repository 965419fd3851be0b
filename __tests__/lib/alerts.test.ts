import { indiaNow, inForce, noticesInForce } from "@school/contract/alerts";
import { alertWrite } from "@school/contract/entities/alert";
import { fieldMessages } from "@school/contract/entities/fieldMessages";
import * as z from "zod/mini";

describe("India's time, as notices are written", () => {
  it.each([
    ["2026-11-26T18:29:59.000Z", "2026-11-26T23:59"],
    ["2026-11-26T18:30:00.000Z", "2026-11-27T00:00"],
    ["2026-12-31T20:00:00.000Z", "2027-01-01T01:30"],
  ])("at %s it is %s in India", (utc, india) => {
    expect(indiaNow(new Date(utc))).toBe(india);
  });
});

describe("a notice in force", () => {
  const notice = { startsAt: "2026-11-27T06:00", endsAt: "2026-11-27T18:00" };
  it.each([
    ["2026-11-27T05:59", false],
    ["2026-11-27T06:00", true],
    ["2026-11-27T17:59", true],
    ["2026-11-27T18:00", false],
  ])("at %s: %s", (now, expected) => {
    expect(inForce(notice, now)).toBe(expected);
  });

  it("orders those in force most urgent first, then newest, and leaves out the others", () => {
    const rows = [
      { _id: "info-old", level: "information", startsAt: "2026-11-20T00:00", endsAt: "2026-12-01T00:00" },
      { _id: "closure", level: "closure", startsAt: "2026-11-25T00:00", endsAt: "2026-11-28T00:00" },
      { _id: "info-new", level: "information", startsAt: "2026-11-26T00:00", endsAt: "2026-12-01T00:00" },
      { _id: "emergency", level: "emergency", startsAt: "2026-11-26T09:00", endsAt: "2026-11-26T23:00" },
      { _id: "future", level: "emergency", startsAt: "2026-11-29T00:00", endsAt: "2026-11-30T00:00" },
      { _id: "ended", level: "closure", startsAt: "2026-11-01T00:00", endsAt: "2026-11-02T00:00" },
      { _id: "odd-level", level: "shouting", startsAt: "2026-11-21T00:00", endsAt: "2026-12-01T00:00" },
    ];
    expect(noticesInForce(rows, "2026-11-26T10:00").map((row) => row._id)).toEqual([
      "emergency",
      "closure",
      "info-new",
      "odd-level",
      "info-old",
    ]);
  });
});

describe("an urgent notice as the desk writes it", () => {
  const good = {
    title: "School closed tomorrow",
    message: "Heavy rain: the school is closed on Friday.",
    level: "closure",
    startsAt: "2026-11-26T16:00",
    endsAt: "2026-11-27T18:00",
    link: "/news",
  };
  /** Each field's first message, as the service answers and the desk shows them. */
  const problems = (body: unknown) => {
    const result = z.safeParse(alertWrite, body);
    return result.success ? {} : fieldMessages(result.error.issues);
  };

  it("takes a good one, with or without a link", () => {
    expect(problems(good)).toEqual({});
    expect(problems({ ...good, link: "" })).toEqual({});
  });

  it.each([
    [{ level: "urgent" }, { level: "Choose emergency, closure or information." }],
    [{ startsAt: "" }, { startsAt: "Enter the start date and time." }],
    [{ startsAt: "2026-11-26 16:00" }, { startsAt: "Start must be a date and time (YYYY-MM-DDTHH:MM, India time)." }],
    [{ endsAt: "2026-02-31T10:00" }, { endsAt: "End must be a real date." }],
    [{ endsAt: "2026-11-26T15:00" }, { endsAt: "The end must be after the start." }],
    [
      { link: "https://elsewhere.example/" },
      { link: "Link must be a page of this site, starting with / (for example /news)." },
    ],
    [
      { link: "//elsewhere.example/" },
      { link: "Link must be a page of this site, starting with / (for example /news)." },
    ],
    [
      { link: "javascript:alert(1)" },
      { link: "Link must be a page of this site, starting with / (for example /news)." },
    ],
    [{ message: "x".repeat(301) }, { message: "Message must be 300 characters or fewer." }],
    [{ title: "" }, { title: "Enter the title." }],
  ])("refuses %j, naming the field", (change, expected) => {
    expect(problems({ ...good, ...change })).toEqual(expected);
  });
});
