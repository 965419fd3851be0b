import { changeLines, entrySummary, fieldLabel, shownValue } from "../../desk/src/resources/audit/auditFacts";

it.each([
  ["create", "news", "Added: News"],
  ["delete", "gallery", "Deleted: Albums"],
  ["sign-in", null, "Signed in"],
  ["upload", "media", "Uploaded: Photos and files"],
  ["upload", "certificate-images", "Uploaded: Certificate scans"],
  ["retention", "personal-data", "Removed after the retention period: Personal data"],
  ["archive", "news", "archive: News"],
])("an entry %p of %p reads %p", (action, kind, summary) => {
  expect(entrySummary(action, kind)).toBe(summary);
});

it.each([
  ["news", "fromDate", "Date"],
  ["events", "images", "Pictures"],
  ["submissions", "handled", "Handled"],
  ["submissions", "mailType", "Topic"],
  ["certificates", "admission", "Admission number"],
  ["news", "createdAt", "createdAt"],
  ["media", "bytes", "Size in bytes"],
  ["certificate-images", "type", "File type"],
  ["personal-data", "applications", "Applications removed"],
  [null, "title", "title"],
])("in %p the field %p is called %p", (kind, field, label) => {
  expect(fieldLabel(kind, field)).toBe(label);
});

it.each([
  [undefined, "—"],
  [null, "—"],
  ["", "—"],
  [[], "—"],
  [true, "yes"],
  [false, "no"],
  [72.5, "72.5"],
  [["att1", "att2"], "att1, att2"],
  [{ a: 1 }, '{"a":1}'],
  ["Annual Day", "Annual Day"],
])("the value %p is shown as %p", (value, text) => {
  expect(shownValue(value)).toBe(text);
});

describe("what an entry changed", () => {
  it("reads a change as each field before and after, under the form's labels", () => {
    expect(changeLines("update", "news", { title: ["Old", "New"], attachments: [[], ["att1"]] })).toEqual([
      { field: "Title", text: "Old → New" },
      { field: "Files", text: "— → att1" },
    ]);
  });

  it("reads an addition as every field of the item", () => {
    expect(changeLines("create", "birthdays", { name: "A pupil", class: "VII B" })).toEqual([
      { field: "Pupil's name", text: "A pupil" },
      { field: "Class", text: "VII B" },
    ]);
  });

  it("does not read a pair in an addition as before and after", () => {
    expect(changeLines("create", "gallery", { attachments: ["a", "b"] })).toEqual([{ field: "Photos", text: "a, b" }]);
  });

  it.each([[null], [undefined], [{}], [["x"]], ["text"]])("has nothing to show for %p", (changes) => {
    expect(changeLines("sign-in", null, changes)).toBeNull();
  });
});
