import { phonesByLevelText, pushCountsText, type PushCounts } from "@school/contract/push/pushCounts";

const counts = (change: Partial<PushCounts>): PushCounts => ({ pending: 0, sent: 0, failed: 0, gone: 0, ...change });

describe("how a notice's pushes went, in the desk's words", () => {
  it.each([
    [counts({}), null],
    [counts({ sent: 1 }), "Sent to 1 phone."],
    [counts({ sent: 12 }), "Sent to 12 phones."],
    [counts({ pending: 5 }), "Sent to 0 phones; 5 waiting."],
    [
      counts({ sent: 12, pending: 3, failed: 1, gone: 2 }),
      "Sent to 12 phones; 3 waiting; 1 failed; 2 no longer subscribed.",
    ],
    [counts({ sent: 4, gone: 1 }), "Sent to 4 phones; 1 no longer subscribed."],
  ])("%j reads %p", (given, text) => {
    expect(pushCountsText(given)).toBe(text);
  });
});

describe("the phones per level", () => {
  it("names each level's count", () => {
    expect(phonesByLevelText({ emergency: 40, closure: 38, information: 12 })).toBe(
      "Phones that get urgent notices: emergencies 40, closures 38, information notices 12.",
    );
  });
});
