import type { UniformData } from "../client/types";
import { DataError, checkFields, text } from "./dataChecks";

export const UNIFORM_FILE = "content/data/uniform.yaml";
export const UNIFORM_GROUPS = ["Pre-Nursery", "Nursery", "Prep", "Classes I-X", "Classes XI-XII"];

/** Validates uniform.yaml: both seasons list the five class groups, each with boys and girls. */
export function validateUniform(raw: unknown): UniformData {
  const seasonCheck = (v: unknown) => (Array.isArray(v) ? null : "must be a list of class groups");
  const data = checkFields(UNIFORM_FILE, "uniform", raw, { summer: seasonCheck, winter: seasonCheck });
  for (const season of ["summer", "winter"] as const) {
    const rows = (data[season] as unknown[]).map((row, i) => checkFields(UNIFORM_FILE, `${season}[${i}]`, row, { group: text, boys: text, girls: text }));
    const groups = rows.map((row) => row.group);
    const missing = UNIFORM_GROUPS.filter((group) => !groups.includes(group));
    if (missing.length) throw new DataError(UNIFORM_FILE, season, "group", `must cover every class group; missing: ${missing.join(", ")}`);
  }
  return raw as UniformData;
}
