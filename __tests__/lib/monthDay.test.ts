import { canonicalMonthDay, typedMonthDay } from "@school/contract/birthdayDay";
import { formatMonthDay, isBirthdayOn, readMonthDay } from "@school/contract/monthDay";

describe("a birthday's day as the site reads it: the stored shape and ISO", () => {
  it.each([
    ["26 July", { month: 7, day: 26 }],
    ["26 Jul", { month: 7, day: 26 }],
    ["  26   july ", { month: 7, day: 26 }],
    ["26 Sept", { month: 9, day: 26 }],
    ["26 Jul 2014", { month: 7, day: 26 }],
    ["2014-07-26", { month: 7, day: 26 }],
    ["2014-07-26T00:00:00Z", { month: 7, day: 26 }],
    ["--07-26", { month: 7, day: 26 }],
    ["29 February", { month: 2, day: 29 }],
    ["2016-02-29", { month: 2, day: 29 }],
  ])("reads %p", (text, day) => {
    expect(readMonthDay(text)).toEqual(day);
  });

  it.each([["31 June"], ["2015-02-29"], ["--02-30"], ["26 Juno"], ["26 Ju"], ["July"], [""]])(
    "reads no day from %p",
    (text) => {
      expect(readMonthDay(text)).toBeNull();
    },
  );

  it.each([[26], [null], [undefined], [{ month: 7, day: 26 }], [["26 July"]]])(
    "reads no day from %p, which is not text",
    (value) => {
      expect(readMonthDay(value)).toBeNull();
    },
  );
});

describe("a birthday's day as staff type it at the desk", () => {
  it.each([
    ["26 July", { month: 7, day: 26 }],
    ["26 Jul", { month: 7, day: 26 }],
    ["26th of July", { month: 7, day: 26 }],
    ["  26   july ", { month: 7, day: 26 }],
    ["26 Sept", { month: 9, day: 26 }],
    ["26 Jul. 2014", { month: 7, day: 26 }],
    ["July 26", { month: 7, day: 26 }],
    ["July 26, 2014", { month: 7, day: 26 }],
    // Day first, as dates are written in India.
    ["26/07", { month: 7, day: 26 }],
    ["07/08", { month: 8, day: 7 }],
    ["7.8", { month: 8, day: 7 }],
    ["26-07-2014", { month: 7, day: 26 }],
    ["26/07/14", { month: 7, day: 26 }],
    // ISO, month first: a full date of birth gives its day and month; "--MM-DD" has no year.
    ["2014-07-26", { month: 7, day: 26 }],
    ["2014-07-26T00:00:00Z", { month: 7, day: 26 }],
    ["--07-26", { month: 7, day: 26 }],
    ["29 February", { month: 2, day: 29 }],
    ["29/02/2016", { month: 2, day: 29 }],
    ["31 December", { month: 12, day: 31 }],
    ["1 January", { month: 1, day: 1 }],
  ])("reads %p", (text, day) => {
    expect(typedMonthDay(text)).toEqual(day);
  });

  it.each([
    ["31 June"],
    ["30 February"],
    ["29/02/2015"],
    ["0 July"],
    ["26/13"],
    ["07/26"],
    ["2014-02-30"],
    ["Ju 26"],
    ["26 Juno"],
    ["tomorrow"],
    [""],
    ["26"],
  ])("refuses %p, which names no day of the year", (text) => {
    expect(typedMonthDay(text)).toBeNull();
  });

  it.each([[26], [null], [undefined], [{ month: 7, day: 26 }], [["26 July"]]])(
    "reads no day from %p, which is not text",
    (value) => {
      expect(typedMonthDay(value)).toBeNull();
    },
  );

  // The site reads another host's date-times as they come; what staff write must be a real time.
  it.each([
    ["2026-11-28T25:61"],
    ["2026-11-28T24:00"],
    ["2026-11-28T12:60"],
    ["2026-11-28T12:00:60"],
    ["2026-11-28T12"],
    ["2026-11-28T"],
    ["2026-11-28T12:00junk"],
    ["2026-11-28T12:00+24:00"],
  ])("refuses %p, a time the clock has not, where the site still reads its day", (text) => {
    expect(typedMonthDay(text)).toBeNull();
    expect(readMonthDay(text)).toEqual({ month: 11, day: 28 });
  });

  it.each([
    ["26/07", "26 July"],
    ["2014-07-26", "26 July"],
    ["1 jan", "1 January"],
    ["26 July", "26 July"],
    ["after lunch", null],
  ])("stores %p as %p", (text, stored) => {
    expect(canonicalMonthDay(text)).toBe(stored);
  });

  it("writes a day as the office reads it", () => {
    expect(formatMonthDay({ month: 2, day: 9 })).toBe("9 February");
  });
});

describe("whether a birthday falls on a day", () => {
  const born = (month: number, day: number) => ({ month, day });
  it.each([
    [born(7, 26), { year: 2026, month: 7, day: 26 }, true],
    [born(7, 26), { year: 2026, month: 7, day: 25 }, false],
    [born(7, 26), { year: 2026, month: 6, day: 26 }, false],
    [born(12, 31), { year: 2026, month: 12, day: 31 }, true],
    [born(1, 1), { year: 2027, month: 1, day: 1 }, true],
    // Born on 29 February: greeted on the 29th in a leap year, on the 28th in the others.
    [born(2, 29), { year: 2028, month: 2, day: 29 }, true],
    [born(2, 29), { year: 2028, month: 2, day: 28 }, false],
    [born(2, 29), { year: 2027, month: 2, day: 28 }, true],
    [born(2, 29), { year: 2027, month: 3, day: 1 }, false],
    [born(2, 29), { year: 2100, month: 2, day: 28 }, true],
    [born(2, 29), { year: 2000, month: 2, day: 29 }, true],
    [born(2, 28), { year: 2027, month: 2, day: 28 }, true],
  ])("%p on %p: %p", (birthday, on, expected) => {
    expect(isBirthdayOn(birthday, on)).toBe(expected);
  });
});
