/** @jest-environment node */
import * as z from "zod";
import { dataErrorFault, officeFault, parseSource, schemaFaults } from "../../../src/lib/data/contentFaults";
import { DataError, describeEntry, entryPath } from "../../../src/lib/data/dataError";
import { feesSchema } from "../../../src/lib/data/feesSchema";

const FEES = { file: "content/data/fees.yaml", label: "Fees", firstLine: 1 };

it.each([
  [["Classes III-VIII", "Tuition fee", "Amount (Rs.)"], "Classes III-VIII", "Tuition fee, Amount (Rs.): fill it in."],
  [["Registration and processing fee (Rs.)"], "Fees", "Registration and processing fee (Rs.): fill it in."],
])("titles a fault at %j %p, with the rest of the place in its words", (place, title, message) => {
  expect(officeFault(FEES, 7, place, "fill it in")).toEqual({ file: FEES.file, line: 7, title, message });
});

it.each([
  ["a line indented too far", "session: 2025-26\n  registration: 3000\n", 1, 2, "bad indentation of a mapping entry"],
  [
    "a quote never closed, in a page's frontmatter",
    'title: "About\ndescription: x\n',
    2,
    4,
    "unexpected end of the stream",
  ],
])("puts a syntax error (%s) at the line js-yaml stopped on", (_, text, firstLine, line, reason) => {
  const parsed = parseSource({ ...FEES, text, firstLine });
  expect(parsed).toEqual({
    faults: [
      {
        file: FEES.file,
        line,
        title: "Fees",
        message: expect.stringMatching(`^This line: the website cannot read the file from here on \\(${reason}`),
      },
    ],
  });
});

const TEXT = `session: 2025-26
registration: 3000
transportMonthly: 3300
notes: [All fees are non-refundable.]
groups:
  - key: ix
    title: Class IX
    rows:
      - { particulars: Tuition fee, type: Recurring, frequency: Monthly, amount: 5450.5 }
      - { particulars: Bus fee, type: Recurring, frequency: Weekly, amount: 10, colour: blue }
hostel: { plans: [{ title: Room, instalments: [{ when: April, amount: 1 }] }], excludes: [x], facts: [x] }
`;

it("gives every fault of a file, one for each place, each at its line", () => {
  const parsed = parseSource({ ...FEES, text: TEXT });
  if (!("data" in parsed)) throw new Error("not parsed");
  expect(schemaFaults(FEES, feesSchema, parsed.data, parsed.lineOf).faults).toEqual([
    {
      file: FEES.file,
      line: 9,
      title: "Class IX",
      message: "Tuition fee, Amount (Rs.): write the amount in whole rupees, such as 5450.",
    },
    {
      file: FEES.file,
      line: 10,
      title: "Class IX",
      message: "Bus fee, Frequency: choose one of: At admission, Yearly, Monthly.",
    },
    {
      file: FEES.file,
      line: 10,
      title: "Class IX",
      message: "Bus fee, colour: the website does not know this field; ask a developer to remove it.",
    },
  ]);
});

it("gives the checked data of a file without faults", () => {
  const schema = z.strictObject({ session: z.string() });
  expect(schemaFaults(FEES, schema, { session: "2025-26" }, () => 1)).toEqual({
    checked: { session: "2025-26" },
    faults: [],
  });
});

it.each([[["groups", 0, "rows", 1]], [["groups", 0]], [["hostel", "plans", 0, "instalments", 0]], [[]]])(
  "finds the entry a DataError names by its path %j",
  (path) => {
    const data = parseSource({ ...FEES, text: TEXT }) as { data: unknown };
    expect(entryPath(data.data, describeEntry(data.data, path))).toEqual(path);
    expect(entryPath(data.data, "groups[3]")).toBeNull();
  },
);

it("puts a DataError of a check across files at its entry's field", () => {
  const parsed = parseSource({ ...FEES, text: TEXT }) as {
    data: unknown;
    lineOf: (p: readonly PropertyKey[]) => number;
  };
  const error = new DataError(FEES.file, 'groups[0] "Class IX" > rows[0] "Tuition fee"', "amount", "must be 5450");
  expect(dataErrorFault(FEES, error, parsed.data, parsed.lineOf)).toEqual({
    file: FEES.file,
    line: 9,
    title: "Class IX",
    message: "Tuition fee, Amount (Rs.): write 5450.",
  });
});
