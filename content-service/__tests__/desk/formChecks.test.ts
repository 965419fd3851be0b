import { deskKind, type DeskKind } from "@school/contract/desk/kinds";
import { isRequiredField, maxEntries } from "../../desk/src/lib/schemaFacts";
import { CERTIFICATE_IMAGE_ENDPOINT, MEDIA_ENDPOINT, uploadFieldsOf } from "../../desk/src/lib/uploadFields";
import { fieldError, valuesToCheck } from "../../desk/src/lib/validation";

const kind = (name: string) => deskKind(name) as DeskKind;
const chosen = { rawFile: new File(["x"], "p.jpg", { type: "image/jpeg" }), src: "blob:p", title: "p.jpg" };

describe("the desk's forms use the shared schema's messages", () => {
  const gallery = kind("gallery");
  const uploads = uploadFieldsOf(gallery);
  const album = { category: "PhotoGallery", title: "Sports Day", date: "2026-11-20", description: "" };

  it.each<[string, string, Record<string, unknown>, string | undefined]>([
    ["an album without photos", "attachments", { ...album, attachments: [] }, "Add at least one photo."],
    ["an album with a photo not yet sent", "attachments", { ...album, attachments: [chosen] }, undefined],
    ["an album with a stored photo", "attachments", { ...album, attachments: ["stored_1"] }, undefined],
    ["an album without a title", "title", { ...album, title: "  ", attachments: ["stored_1"] }, "Enter the title."],
    [
      "an album on an impossible date",
      "date",
      { ...album, date: "2026-02-30", attachments: ["stored_1"] },
      "Date must be a real date.",
    ],
    [
      "an album in no section",
      "category",
      { ...album, category: "", attachments: ["stored_1"] },
      "Choose where the album appears.",
    ],
  ])("%s: %s", (_, field, values, message) => {
    expect(fieldError(gallery, uploads, field, values)).toBe(message);
  });

  it.each<[string, string, Record<string, unknown>, string | undefined]>([
    [
      "events",
      "time",
      { title: "Fair", date: "2026-11-20", time: "after lunch" },
      "Time must read like 08:00 am or 4:30 pm (hours, minutes, then am or pm), or be left empty.",
    ],
    ["events", "time", { title: "Fair", date: "2026-11-20", time: "9:30 AM" }, undefined],
    ["events", "time", { title: "Fair", date: "2026-11-20", time: "" }, undefined],
    [
      "blog",
      "description",
      { title: "Post", date: "2026-11-20", description: "<script>alert(1)</script>" },
      "Write the post.",
    ],
    [
      "blog",
      "description",
      { title: "Post", date: "2026-11-20", description: "<p>&nbsp;</p><style>p { color: red }</style>" },
      "Write the post.",
    ],
    [
      "blog",
      "description",
      { title: "Post", date: "2026-11-20", description: "<p>Sports Day was a success.</p>" },
      undefined,
    ],
  ])("%s: %s of %p reads %p", (name, field, values, message) => {
    expect(fieldError(kind(name), uploadFieldsOf(kind(name)), field, values)).toBe(message);
  });

  it("sends a certificate's image as one id, not a list", () => {
    const certificates = kind("certificates");
    expect(valuesToCheck(uploadFieldsOf(certificates), { admission: "A1", name: "N", image: [chosen] }).image).toBe(
      "not-yet-sent",
    );
    expect(
      fieldError(certificates, uploadFieldsOf(certificates), "image", { admission: "A1", name: "N", image: [] }),
    ).toBe("Upload the certificate (a photo or scan).");
  });
});

describe("facts read from the shared schema", () => {
  it.each([
    ["news", "title", true],
    ["news", "description", false],
    ["news", "attachments", false],
    ["gallery", "attachments", true],
    ["toppers", "division", true],
    ["events", "toDate", false],
  ])("%s.%s is required: %p", (name, field, required) => {
    expect(isRequiredField(kind(name), field)).toBe(required);
  });

  it.each([
    ["birthdays", 1],
    ["gallery", 200],
    ["news", 5],
  ])("%s holds at most %i attachments", (name, max) => {
    expect(maxEntries(kind(name), "attachments")).toBe(max);
  });

  it("sends published files to the media store, saying what the field takes, and certificates to the private one", () => {
    expect(uploadFieldsOf(kind("events"))).toEqual([
      {
        source: "images",
        accepts: "image",
        max: 10,
        list: true,
        endpoint: `${MEDIA_ENDPOINT}?accepts=image`,
      },
      {
        source: "attachments",
        accepts: "any",
        max: 5,
        list: true,
        endpoint: MEDIA_ENDPOINT,
      },
    ]);
    expect(uploadFieldsOf(kind("certificates"))).toEqual([
      {
        source: "image",
        accepts: "image",
        max: 1,
        list: false,
        endpoint: CERTIFICATE_IMAGE_ENDPOINT,
      },
    ]);
  });
});
