/** @jest-environment node */
import { configFromEnv } from "../../src/config";
import { seedPlan } from "../../src/seed/seedData";

/** The sample titles that name the session admissions are open for. */
const sessionTitles = (today: Date, admissionSession?: string) =>
  seedPlan(today, admissionSession)
    .entities.filter(
      ({ kind, body }) =>
        kind === "registration" || (kind === "highlight" && String(body.title).startsWith("Admissions")),
    )
    .map(({ body }) => body.title);

it.each([
  // The site's admission session, which `npm start` and the browser tests pass (ADMISSION_SESSION).
  [new Date(2026, 10, 26), "2027-28", "2027-28"],
  [new Date(2026, 10, 26), "2026-27", "2026-27"],
  // Without it, the next session to begin: in November that of next April, from April the one after.
  [new Date(2026, 10, 26), undefined, "2027-28"],
  [new Date(2027, 2, 31), undefined, "2027-28"],
  [new Date(2027, 3, 1), undefined, "2028-29"],
])("seeded on %s with %p, the registration links and the highlight name %s", (today, given, session) => {
  expect(sessionTitles(today, given)).toEqual([
    `Registration ${session}: Pre-Nursery to IX`,
    `Class XI registration ${session}`,
    `Admissions open for session ${session}`,
  ]);
});

it("reads ADMISSION_SESSION, and refuses one that is not a session", () => {
  expect(configFromEnv({ ADMISSION_SESSION: " 2027-28 " }).school.admissionSession).toBe("2027-28");
  expect(configFromEnv({}).school.admissionSession).toBeUndefined();
  expect(() => configFromEnv({ ADMISSION_SESSION: "2027-2028" })).toThrow(
    "ADMISSION_SESSION=2027-2028: must be a session such as 2027-28.",
  );
});
