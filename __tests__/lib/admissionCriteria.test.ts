import { DataError } from "../../src/lib/dataChecks";
import { validateAdmissionCriteria } from "../../src/lib/admissionCriteria";
import { readData } from "../fixtures/siteData";

interface RawCriteria {
  classXi: {
    session: unknown;
    opens: unknown;
    streams: { stream: string; requirements: Record<string, unknown>[] }[];
  };
}

/** A fresh parse of the real admission.yaml (js-yaml reads `opens` as a Date, as the build does). */
const criteria = () => readData("admission.yaml") as RawCriteria;

const messageOf = (data: unknown) => {
  try {
    validateAdmissionCriteria(data);
  } catch (error) {
    expect(error).toBeInstanceOf(DataError);
    return (error as Error).message;
  }
  throw new Error("expected a problem");
};

it("accepts the criteria the site ships, with the opening date of SPEC §9 as text", () => {
  const data = validateAdmissionCriteria(criteria());
  expect(data.session).toBe("2025-26");
  expect(data.opens).toBe("2024-10-18");
});

it("keeps the four stream bands of SPEC §9 exactly", () => {
  const bands = validateAdmissionCriteria(criteria()).streams.map((s) => [
    s.stream,
    Object.fromEntries(s.requirements.map((r) => [r.subject, r.marks])),
  ]);
  expect(bands).toEqual([
    ["Science (with or without Mathematics)", { English: "61-70%", Science: "81-90%", Mathematics: "81-90%" }],
    ["Commerce (with or without Mathematics)", { English: "61-70%", Mathematics: "81-90%" }],
    ["Humanities with Economics and Mathematics", { English: "71-80%", "Social Studies": "61-70%", Mathematics: "81-90%" }],
    ["Humanities without Economics", { English: "71-80%", "Social Studies": "61-70%" }],
  ]);
});

it("accepts the opening date written as text too", () => {
  const data = criteria();
  data.classXi.opens = "2024-10-18";
  expect(validateAdmissionCriteria(data).opens).toBe("2024-10-18");
});

it("names the stream and the subject whose band is malformed", () => {
  const data = criteria();
  data.classXi.streams[0].requirements[1].marks = "81-90";
  expect(messageOf(data)).toBe(
    'content/data/admission.yaml: stream "Science (with or without Mathematics)" requirements[1]: field "marks" must be a range such as "61-70%"',
  );
});

it("names a missing field", () => {
  const subject = criteria();
  delete subject.classXi.streams[3].requirements[0].subject;
  expect(messageOf(subject)).toBe('content/data/admission.yaml: stream "Humanities without Economics" requirements[0]: field "subject" must be a non-empty text');
  const opens = criteria();
  delete opens.classXi.opens;
  expect(messageOf(opens)).toBe('content/data/admission.yaml: classXi: field "opens" must be a date such as 2024-10-18');
});

it("rejects a session that is not of the form 2025-26 and a stream without subjects", () => {
  const session = criteria();
  session.classXi.session = "2025";
  expect(messageOf(session)).toContain('classXi: field "session" must be a session such as "2025-26"');
  const empty = criteria();
  empty.classXi.streams[1].requirements = [];
  expect(messageOf(empty)).toBe('content/data/admission.yaml: classXi streams[1]: field "requirements" must list the subjects');
});
