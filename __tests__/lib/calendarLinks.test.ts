/** @jest-environment node */
import { subscribeLinks } from "../../src/lib/calendarLinks";

it.each([
  [
    "https://content.example.org/api/calendar/DPSSWB.ics",
    "webcal://content.example.org/api/calendar/DPSSWB.ics",
    "https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fcontent.example.org%2Fapi%2Fcalendar%2FDPSSWB.ics",
  ],
  [
    "http://localhost:4000/api/calendar/DPSSWB.ics",
    "webcal://localhost:4000/api/calendar/DPSSWB.ics",
    "https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Flocalhost%3A4000%2Fapi%2Fcalendar%2FDPSSWB.ics",
  ],
  [
    "HTTPS://Content.example.org/a.ics?x=1&y=2",
    "webcal://Content.example.org/a.ics?x=1&y=2",
    "https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2FContent.example.org%2Fa.ics%3Fx%3D1%26y%3D2",
  ],
])("subscribes to %p through %p and Google", (feed, webcal, google) => {
  expect(subscribeLinks(feed)).toEqual({ webcal, google });
});
