import { changeLines, entryHeadline, entryItem, fieldLabel } from "../../desk/src/resources/audit/auditFacts";

describe("what an entry of the audit log is about", () => {
  it.each([
    [{ kind: "gallery", label: "Annual Sports Day", itemId: "gallery_FPaZ28iY3JUdRHwP" }, "Album “Annual Sports Day”"],
    [{ kind: "news", label: "Results declared", itemId: "news_1" }, "News item “Results declared”"],
    [{ kind: "staff", label: "office@school.example", itemId: "x" }, "Staff account “office@school.example”"],
    [{ kind: "media", label: null, itemId: "m1" }, "Photo or file m1"],
    // An upload, as the service reads it when the log is asked for: the file and the item using it.
    [
      {
        kind: "media",
        label: "sports-day.jpg",
        itemId: "m2",
        partOfKind: "gallery",
        partOfLabel: "Annual Sports Day",
        removed: false,
      },
      "Photo or file “sports-day.jpg” in Album “Annual Sports Day”",
    ],
    [
      {
        kind: "media",
        label: "circular.pdf",
        itemId: "m3",
        partOfKind: "news",
        partOfLabel: "Winter break",
        removed: false,
      },
      "Photo or file “circular.pdf” in News item “Winter break”",
    ],
    [
      { kind: "media", label: "IMG_2041.HEIC", itemId: "m4", partOfKind: null, partOfLabel: null, removed: false },
      "Photo or file “IMG_2041.HEIC”, in no item",
    ],
    [
      { kind: "media", label: null, itemId: "m5", partOfKind: null, partOfLabel: null, removed: true },
      "A photo or file no longer kept (m5)",
    ],
    [{ kind: "submissions", label: "Enquiry received 2026-11-20", itemId: "s1" }, "Enquiry received 2026-11-20"],
    // Recorded before names were kept: the id, as before.
    [{ kind: "gallery", label: null, itemId: "gallery_FPaZ28iY3JUdRHwP" }, "Album gallery_FPaZ28iY3JUdRHwP"],
    [{ kind: "certificate-images", label: null, itemId: "c1" }, "Certificate scan c1"],
    [{ kind: null, label: null, itemId: null, address: "203.0.113.9" }, "from 203.0.113.9"],
    [{ kind: "personal-data", label: null, itemId: null }, ""],
    [{ kind: null, label: null, itemId: null, address: null }, ""],
  ])("%j reads %p", (entry, text) => {
    expect(entryItem(entry)).toBe(text);
  });

  it("heads a phone's line with what happened to what", () => {
    expect(entryHeadline({ action: "update", kind: "gallery", label: "Annual Sports Day" })).toBe(
      "Changed: Album “Annual Sports Day”",
    );
    expect(entryHeadline({ action: "sign-in-failed", kind: null, address: "203.0.113.9" })).toBe(
      "Sign-in refused: from 203.0.113.9",
    );
    expect(entryHeadline({ action: "sign-in-locked", kind: null, address: "203.0.113.9" })).toBe(
      "Sign-in refused: locked out: from 203.0.113.9",
    );
    expect(entryHeadline({ action: "retention", kind: "personal-data" })).toBe(
      "Removed after the retention period: Personal data",
    );
  });
});

describe("what a staff or sign-in entry recorded", () => {
  it("names the fields in the office's words", () => {
    expect(fieldLabel("staff", "role")).toBe("Role");
    expect(fieldLabel(null, "reason")).toBe("Why");
    expect(fieldLabel(null, "emails")).toBe("E-mail addresses tried");
  });

  it("reads a lockout's moments as times, and a role change as before and after", () => {
    const lines = changeLines("sign-in-locked", null, {
      tries: 3,
      emails: ["a@school.example", "b@school.example"],
      lockedUntil: "2026-11-23T11:35:00.000Z",
    });
    expect(lines?.[0]).toEqual({ field: "Tries while locked out", text: "3" });
    expect(lines?.[1]).toEqual({ field: "E-mail addresses tried", text: "a@school.example, b@school.example" });
    expect(lines?.[2].field).toBe("Locked out until");
    expect(lines?.[2].text).toBe("23 Nov 2026, 17:05 IST");
    expect(changeLines("update", "staff", { role: ["editor", "admin"] })).toEqual([
      { field: "Role", text: "editor → admin" },
    ]);
  });
});
