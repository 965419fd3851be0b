/** @jest-environment node */
import * as z from "zod";
import { schemaFields } from "../../../src/lib/cms/schemaFields";
import { fieldLabel } from "../../../src/lib/cms/fieldText";

describe("schemaFields: one widget per schema field", () => {
  it.each([
    ["a required text", z.object({ name: z.string() }), { name: "name", widget: "string", required: true }],
    [
      "an optional text",
      z.object({ name: z.string().optional() }),
      { name: "name", widget: "string", required: false },
    ],
    ["a nullable text", z.object({ name: z.string().nullable() }), { name: "name", widget: "string", required: false }],
    [
      "a text with a default",
      z.object({ name: z.string().default("x") }),
      { name: "name", widget: "string", required: false, default: "x" },
    ],
    ["a described text", z.object({ name: z.string().describe("Said so") }), { hint: "Said so" }],
    ["an enumeration", z.object({ kind: z.enum(["a", "b"]) }), { widget: "select", options: ["a", "b"] }],
    [
      "a pattern with its message",
      z.object({ code: z.string().regex(/^\d+$/).meta({ errorMessage: "digits only" }) }),
      { pattern: ["^\\d+$", "digits only"] },
    ],
    [
      "a positive whole number",
      z.object({ amount: z.number().int().positive() }),
      { widget: "number", value_type: "int", min: 1 },
    ],
    [
      "a whole number from 0",
      z.object({ amount: z.number().int().min(0) }),
      { widget: "number", value_type: "int", min: 0 },
    ],
    [
      "a bounded decimal",
      z.object({ share: z.number().min(0).max(1) }),
      { widget: "number", value_type: "float", min: 0, max: 1 },
    ],
    [
      "a decimal above 0, whose bound Decap cannot leave out",
      z.object({ area: z.number().positive() }),
      { widget: "number", value_type: "float", min: 0 },
    ],
    [
      "an optional whole number from 0",
      z.object({ n: z.number().int().min(0).nullish() }),
      { widget: "number", value_type: "int", required: false, min: 0 },
    ],
    ["an unbounded number", z.object({ n: z.number() }), { widget: "number", value_type: "float" }],
    ["a required box", z.object({ on: z.boolean() }), { widget: "boolean", required: true, default: false }],
    ["an optional box", z.object({ on: z.boolean().optional() }), { widget: "boolean", required: false }],
    [
      "an object",
      z.object({ a: z.object({ b: z.string() }) }),
      { widget: "object", fields: [expect.objectContaining({ name: "b" })] },
    ],
    [
      "a list of texts",
      z.object({ tags: z.array(z.string()).min(1) }),
      { widget: "list", min: 1, field: expect.objectContaining({ widget: "string" }) },
    ],
    ["a list that may be empty", z.object({ tags: z.array(z.string()) }), { widget: "list", required: false }],
    [
      "a list of entries named by their title",
      z.object({ rows: z.array(z.object({ title: z.string(), n: z.number() })).min(1) }),
      {
        widget: "list",
        summary: "{{fields.title}}",
        fields: [expect.objectContaining({ name: "title" }), expect.objectContaining({ name: "n" })],
      },
    ],
    [
      "entries of several kinds",
      z.object({
        blocks: z.array(
          z.discriminatedUnion("type", [
            z.object({ type: z.literal("a"), x: z.string() }),
            z.object({ type: z.literal("b") }),
          ]),
        ),
      }),
      {
        widget: "list",
        typeKey: "type",
        types: [
          expect.objectContaining({
            name: "a",
            fields: [
              { name: "type", label: "Kind", widget: "hidden", default: "a" },
              expect.objectContaining({ name: "x" }),
            ],
          }),
          expect.objectContaining({ name: "b" }),
        ],
      },
    ],
  ])("%s", (_name, schema, expected) => {
    const [field] = schemaFields(schema);
    expect(field).toMatchObject(expected);
  });

  it("gives an optional number above 0 no smallest value, which Decap would hold against it left empty", () => {
    const [field] = schemaFields(z.object({ n: z.number().int().min(1).nullish() }));
    expect(field).toMatchObject({ widget: "number", value_type: "int", required: false });
    expect(field).not.toHaveProperty("min");
  });

  it("uses the widget given for a named type", () => {
    const schema = z.object({ file: z.string().meta({ id: "Picture" }) });
    expect(schemaFields(schema, { namedWidgets: { Picture: { widget: "image" } } })[0]).toMatchObject({
      name: "file",
      widget: "image",
    });
  });

  it("stops a type nesting in itself at the depth allowed", () => {
    interface Entry {
      title: string;
      children?: Entry[];
    }
    const entry: z.ZodType<Entry> = z
      .lazy(() => z.object({ title: z.string(), children: z.array(entry).optional() }))
      .meta({ id: "Entry" });
    const depth = (fields: ReturnType<typeof schemaFields>): number => {
      const children = fields[0]?.fields?.find((f) => f.name === "children");
      return children ? 1 + depth([children]) : 0;
    };
    const fields = schemaFields(z.object({ menu: z.array(entry) }), { maxNesting: 3 });
    expect(depth(fields)).toBe(2);
  });

  it("refuses a field no widget can hold", () => {
    expect(() => schemaFields(z.object({ when: z.union([z.string(), z.number()]) }))).toThrow(/when: no Decap widget/);
  });
});

describe("fieldLabel", () => {
  it.each([
    ["amount", "Amount (Rs.)"],
    ["shortName", "Short name"],
    ["boys", "Boys"],
    ["inSideMenu", "Shown in the section's Quick links"],
  ])("%s → %s", (key, label) => {
    expect(fieldLabel(key)).toBe(label);
  });
});
