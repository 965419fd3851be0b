import { announcementOf, dismissNotice, noticeKey, noticesToShow } from "../../src/lib/noticeMemory";

const closure = {
  id: "alert_1",
  title: "School closed",
  message: "Heavy rain.",
  level: "closure",
  startsAt: "2026-11-26T16:00",
  endsAt: "2026-11-27T18:00",
  link: "",
};
const emergency = { ...closure, id: "alert_2", title: "Evacuation drill", level: "emergency" };

function memoryStore(): Pick<Storage, "getItem" | "setItem"> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const brokenStore: Pick<Storage, "getItem" | "setItem"> = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

const word = (level: string) => (level === "emergency" ? "Emergency" : "Notice");

describe("what a browser remembers of urgent notices", () => {
  it("hides a dismissed notice until it is changed", () => {
    const store = memoryStore();
    dismissNotice(closure, store);
    expect(noticesToShow([closure, emergency], store)).toEqual([emergency]);
    const changed = { ...closure, message: "Heavy rain: closed on Saturday too." };
    expect(noticesToShow([changed], store)).toEqual([changed]);
  });

  it("never hides an emergency", () => {
    const store = memoryStore();
    dismissNotice(emergency, store);
    expect(noticesToShow([emergency], store)).toEqual([emergency]);
  });

  it("announces an emergency once, and again once it changes", () => {
    const store = memoryStore();
    expect(announcementOf([closure, emergency], store, word)).toBe("Emergency: Evacuation drill. Heavy rain.");
    expect(announcementOf([closure, emergency], store, word)).toBe("");
    const changed = { ...emergency, message: "Leave by the east gate." };
    expect(announcementOf([changed], store, word)).toBe("Emergency: Evacuation drill. Leave by the east gate.");
  });

  it("shows and announces everything when the browser's storage fails", () => {
    dismissNotice(closure, brokenStore);
    expect(noticesToShow([closure], brokenStore)).toEqual([closure]);
    expect(announcementOf([emergency], brokenStore, word)).toBe("Emergency: Evacuation drill. Heavy rain.");
  });

  it("tells notices apart by id and by every word they say", () => {
    const keys = new Set(
      [closure, emergency, { ...closure, endsAt: "2026-11-28T18:00" }, { ...closure, link: "/news" }].map(noticeKey),
    );
    expect(keys.size).toBe(4);
  });
});
