import { deskKind, validateRecord } from "@school/contract/desk/kinds";

const gallery = deskKind("gallery")!;
const toppers = deskKind("toppers")!;
const album = { category: "PhotoGallery", title: "Sports Day", date: "2026-11-20", attachments: ["a1"] };

describe("the messages of a body the schema refuses", () => {
  it("reads a field the desk's form has not filled (undefined or null) as empty, so the schema's own message shows", () => {
    expect(
      validateRecord(gallery, {
        category: undefined,
        title: "Sports Day",
        date: "2026-11-20",
        description: null,
        attachments: ["a1"],
      }).errors,
    ).toEqual({ category: "Choose where the album appears." });
    expect(
      validateRecord(toppers, { name: "Asha", division: null, class: "X", sessionYear: "2024-2025" }).errors,
    ).toEqual({ division: "Enter the score." });
  });

  it("names what arrived instead of the type the schema declares", () => {
    expect(
      validateRecord(gallery, { title: [], date: {}, description: 4, attachments: "a1", category: true }).errors,
    ).toEqual({
      title: "Must be text, not a list.",
      date: "Must be text, not an object.",
      description: "Must be text, not a number.",
      attachments: "Must be a list of file ids, not text.",
      category: "Must be text, not true or false.",
    });
    expect(validateRecord(gallery, { ...album, attachments: ["a1", null, 3] }).errors).toEqual({
      attachments: "Must be a list of file ids; entry 2 is empty.",
    });
    expect(validateRecord(toppers, { division: "97" }).errors.division).toBe("Must be a number, not text.");
  });

  it("ignores the record's own fields, refuses others, and refuses a body that is not an object", () => {
    expect(
      validateRecord(gallery, {
        ...album,
        id: "gallery_1",
        version: "v1",
        publicPath: "/x",
        createdAt: "",
        updatedAt: "",
        origin: "desk",
        colour: "red",
        constructor: "x",
      }).errors,
    ).toEqual({
      colour: "Not a field of this kind of item.",
      constructor: "Not a field of this kind of item.",
    });
    for (const body of [null, [], "x", 5, undefined])
      expect(validateRecord(gallery, body)).toEqual({
        value: {},
        message: "Send the item as a JSON object of its fields.",
        errors: {},
      });
  });
});
