/** @jest-environment node */
import { isAppleMobile, pushAvailability, UNAVAILABLE_REASONS } from "../../src/lib/pushAvailability";

const base = { hasPush: true, isAppleMobile: false, standalone: false, permission: "default" as const };

it.each([
  ["Chrome on Android, not yet asked", base, "ready"],
  ["Chrome, allowed", { ...base, permission: "granted" as const }, "ready"],
  ["Chrome, blocked", { ...base, permission: "denied" as const }, "denied"],
  ["Safari on an iPhone, in a tab", { ...base, hasPush: false, isAppleMobile: true }, "home-screen"],
  ["an iPhone in a tab of a browser with push objects", { ...base, isAppleMobile: true }, "home-screen"],
  ["an iPhone, from the home screen", { ...base, isAppleMobile: true, standalone: true }, "ready"],
  [
    "an old iPhone, from the home screen",
    { ...base, hasPush: false, isAppleMobile: true, standalone: true },
    "unsupported",
  ],
  ["a browser without push", { ...base, hasPush: false, permission: "unknown" as const }, "unsupported"],
])("%s: %s", (_name, traits, expected) => {
  expect(pushAvailability(traits)).toBe(expected);
});

it.each([
  ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15", 5, true],
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari", 5, true],
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari", 0, false],
  ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari", 5, false],
])("%s with %i touch points is an iPhone or iPad: %s", (agent, touches, expected) => {
  expect(isAppleMobile(agent, touches)).toBe(expected);
});

it("says in one line how an iPhone gets the notices", () => {
  expect(UNAVAILABLE_REASONS["home-screen"]).toBe(
    "On an iPhone, first add this site to the home screen: Share, then Add to Home Screen.",
  );
});
