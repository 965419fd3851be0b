/** content/data/uniform.yaml: the school uniform by season and class group. */
import * as z from "zod";
import { list, record, text } from "./fields";

export const UNIFORM_FILE = "content/data/uniform.yaml";
export const UNIFORM_GROUPS = ["Pre-Nursery", "Nursery", "Prep", "Classes I-X", "Classes XI-XII"];

const uniformRow = record({ group: text, boys: text, girls: text });

const season = list(uniformRow, 1, "class groups").superRefine((rows, ctx) => {
  const missing = UNIFORM_GROUPS.filter((group) => !rows.some((row) => row.group === group));
  if (missing.length)
    ctx.addIssue({
      code: "custom",
      input: rows,
      message: `must cover every class group; missing: ${missing.join(", ")}`,
    });
});

export const uniformSchema = record({ summer: season, winter: season });

export type UniformData = z.infer<typeof uniformSchema>;
export type UniformRow = z.infer<typeof uniformRow>;
