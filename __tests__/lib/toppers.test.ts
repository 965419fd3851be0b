import type { Topper } from "@school/contract/entities/topperRead";
import { homeToppers, toppersShown } from "../../src/lib/toppers";
import { sessionChoices } from "../../src/lib/topperSessions";

const topper = (
  id: string,
  name: string,
  stream: string,
  division: number | null,
  className: string,
  sessionYear: string | null,
): Topper => ({
  id,
  name,
  stream,
  division,
  className,
  sessionYear,
  photo: null,
});

const TOPPERS = [
  topper("1", "Riya Sen", "Science", 97.2, "XII", "2025-2026"),
  topper("2", "Arjun Roy", "Commerce", 98.4, "XII", "2025-2026"),
  topper("3", "Meera Das", "Humanities", 95, "XII", " 2025-2026 "),
  topper("4", "Kabir Paul", "", 99.1, "X", "2025-2026"),
  topper("5", "Isha Roy", "Science", 96, "XII", "2024-2025"),
  topper("6", "Dev Roy", "Science", null, "XII", "2025-2026"),
];

it.each([
  ["XII", "2025-2026", "", ["2", "1", "3", "6"]],
  ["X", "2025-2026", "", ["4"]],
  ["XII", "2024-2025", "", ["5"]],
  ["XII", "2025-2026", "roy", ["2", "6"]],
  ["XII", "2025-2026", "SCIENCE", ["1", "6"]],
  ["XII", "2025-2026", "  humanit ", ["3"]],
  ["XII", "2023-2024", "", []],
  ["X", "2025-2026", "riya", []],
] as const)("class %s, session %s, search %p: %p, best score first", (className, session, search, ids) => {
  expect(toppersShown(TOPPERS, className, session, search).map((t) => t.id)).toEqual(ids);
});

it.each([
  [["2025-2026", "2024-2025"], "2024-2025", ["2025-2026", "2024-2025"]],
  [["2025-2026", "2024-2025"], "2019-2020", ["2019-2020", "2025-2026", "2024-2025"]],
  [[], "2026-2027", ["2026-2027"]],
])("offers %p with %s chosen as %p", (available, chosen, choices) => {
  expect(sessionChoices(available, chosen)).toEqual(choices);
});

describe("homeToppers", () => {
  it("puts one class's newest session first, best score first within it", () => {
    const ids = (list: Topper[]) => list.map((t) => t.id);
    const mixed = [
      topper("a", "A", "", 91, "X", "2024-2025"),
      topper("b", "B", "", 99, "X", "2023-2024"),
      topper("c", "C", "", 95, "X", "2025-2026"),
      topper("d", "D", "", 97, "X", "2025-2026"),
      topper("e", "E", "Science", 99.5, "XII", "2025-2026"),
      topper("f", "F", "", 80, "X", null),
    ];
    expect(ids(homeToppers(mixed, "X"))).toEqual(["d", "c", "a", "b", "f"]);
    expect(ids(homeToppers(mixed, "XII"))).toEqual(["e"]);
  });
});
