/** @jest-environment node */
import { lockedSignInMessage, minutesUntil, wrongSignInMessage } from "../../src/auth/signInMessages";

const RESET = "If you have forgotten your password, an admin can reset it.";

describe("what a refused sign-in says", () => {
  it.each<[number, number, string]>([
    [4, 15, `The e-mail address or password is wrong. 4 tries left before sign-in is locked for 15 minutes. ${RESET}`],
    [1, 15, `The e-mail address or password is wrong. 1 try left before sign-in is locked for 15 minutes. ${RESET}`],
    [0, 15, `The e-mail address or password is wrong. Sign-in is now locked for 15 minutes. ${RESET}`],
    [0, 1, `The e-mail address or password is wrong. Sign-in is now locked for a minute. ${RESET}`],
  ])("a wrong password with %p tries left before a lock of %p minutes", (triesLeft, minutes, message) => {
    expect(wrongSignInMessage(triesLeft, minutes)).toBe(message);
  });

  it.each<[number, string]>([
    [15, `Too many failed sign-ins. Try again in 15 minutes. ${RESET}`],
    [1, `Too many failed sign-ins. Try again in a minute. ${RESET}`],
  ])("a lock of %p minutes", (minutes, message) => {
    expect(lockedSignInMessage(minutes)).toBe(message);
  });

  it.each<[number, number]>([
    [15 * 60_000, 15],
    [14 * 60_000 + 1, 15],
    [60_000, 1],
    [1_000, 1],
    [0, 1],
  ])("rounds %p ms left up to %p whole minutes, never fewer than one", (left, minutes) => {
    expect(minutesUntil(1_000_000 + left, 1_000_000)).toBe(minutes);
  });
});
