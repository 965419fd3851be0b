import { filledFields, resumeLabel } from "../../desk/src/resources/submissions/submissionFields";

const sources = (record?: Record<string, unknown>) => filledFields(record).map((field) => field.source);

it("shows an enquiry's fields without an application's empty ones", () => {
  expect(
    sources({
      kind: "contact",
      name: "A parent",
      email: "p@example.org",
      phone: "9800000000",
      address: "Siliguri",
      mailType: "Admission",
      message: "Hello",
      dob: null,
      subject: "",
      profession: "  ",
    }),
  ).toEqual(["name", "email", "phone", "address", "mailType", "message"]);
});

it("shows an application's own fields, a number of years included, in reading order", () => {
  expect(sources({ experience: 0, name: "A teacher", subject: "Physics", gender: "Female" })).toEqual([
    "name",
    "subject",
    "experience",
    "gender",
  ]);
});

it("shows nothing before the record has loaded", () => {
  expect(sources(undefined)).toEqual([]);
});

it.each([
  [{ hasResume: true, resumeName: "resume-Priya-Das.pdf" }, "Download résumé (resume-Priya-Das.pdf)"],
  [{ hasResume: true, resumeName: null }, "Download résumé"],
  [{ hasResume: true }, "Download résumé"],
])("labels the résumé's download of %p %p", (record, label) => {
  expect(resumeLabel(record)).toBe(label);
});
