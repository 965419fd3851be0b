import { DataError } from "../../src/lib/dataChecks";
import { UNIFORM_GROUPS, validateUniform } from "../../src/lib/uniform";
import type { UniformData } from "../../src/client/types";
import { readData } from "../fixtures/siteData";

/** A fresh parse of the real uniform.yaml, to break on purpose. */
const uniform = () => readData("uniform.yaml") as UniformData;

const messageOf = (data: unknown) => {
  try {
    validateUniform(data);
  } catch (error) {
    expect(error).toBeInstanceOf(DataError);
    return (error as Error).message;
  }
  throw new Error("expected a problem");
};

it("accepts the uniform the site ships", () => {
  expect(() => validateUniform(uniform())).not.toThrow();
});

it.each(["summer", "winter"] as const)("lists the five class groups of SPEC §2 for %s, with boys and girls", (season) => {
  const rows = validateUniform(uniform())[season];
  expect(rows.map((row) => row.group)).toEqual(UNIFORM_GROUPS);
  expect(UNIFORM_GROUPS).toEqual(["Pre-Nursery", "Nursery", "Prep", "Classes I-X", "Classes XI-XII"]);
  for (const row of rows) {
    expect(row.boys.trim()).not.toBe("");
    expect(row.girls.trim()).not.toBe("");
  }
});

it("names the season, the row and the missing field", () => {
  const data = uniform() as unknown as { summer: Record<string, unknown>[] };
  delete data.summer[2].girls;
  expect(messageOf(data)).toBe('content/data/uniform.yaml: summer[2]: field "girls" must be a non-empty text');
});

it("names a class group that a season leaves out", () => {
  const data = uniform();
  data.winter = data.winter.filter((row) => row.group !== "Prep");
  expect(messageOf(data)).toBe('content/data/uniform.yaml: winter: field "group" must cover every class group; missing: Prep');
});

it("rejects a season that is not a list, and an unknown field", () => {
  const notList = uniform() as unknown as Record<string, unknown>;
  notList.winter = "blazer";
  expect(messageOf(notList)).toBe('content/data/uniform.yaml: uniform: field "winter" must be a list of class groups');
  const typo = uniform() as unknown as { summer: Record<string, unknown>[] };
  typo.summer[0].gilrs = "Skirt";
  expect(messageOf(typo)).toContain('summer[0]: field "gilrs" is not a known field');
});
