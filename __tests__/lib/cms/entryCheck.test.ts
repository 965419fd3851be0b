/** @jest-environment node */
import type { DecapField } from "../../../src/lib/cms/decapTypes";
import { emptyOptionalFields, withoutFields } from "../../../src/lib/cms/entryCheck";

const fields: DecapField[] = [
  { name: "title", label: "Title", widget: "string", required: true },
  { name: "summary", label: "Summary", widget: "string", required: false },
  { name: "type", label: "Kind", widget: "hidden", required: false },
  {
    name: "keywords",
    label: "Keywords",
    widget: "list",
    required: false,
    field: { name: "keywords", label: "Keyword", widget: "string" },
  },
  {
    name: "address",
    label: "Address",
    widget: "object",
    fields: [{ name: "line2", label: "Line 2", widget: "string", required: false }],
  },
  {
    name: "children",
    label: "Children",
    widget: "list",
    fields: [
      { name: "title", label: "Title", widget: "string" },
      { name: "path", label: "Path", widget: "string", required: false },
    ],
  },
  {
    name: "blocks",
    label: "Blocks",
    widget: "list",
    typeKey: "type",
    types: [
      {
        name: "image",
        label: "Image",
        widget: "object",
        fields: [{ name: "title", label: "Title", widget: "string", required: false }],
      },
    ],
  },
];

describe("emptyOptionalFields", () => {
  it.each([
    ["nothing empty", { title: "A", summary: "B" }, []],
    ["a cleared text", { title: "A", summary: "" }, [["summary"]]],
    ["a text of spaces", { title: "A", summary: "   " }, [["summary"]]],
    ["an emptied list", { title: "A", keywords: [] }, [["keywords"]]],
    ["null", { title: "A", summary: null }, [["summary"]]],
    ["a required field left empty stays, for the check to name", { title: "" }, []],
    ["a hidden field is never dropped", { title: "A", type: "" }, []],
    ["inside an object", { title: "A", address: { line2: "" } }, [["address", "line2"]]],
    [
      "inside list entries",
      {
        title: "A",
        children: [
          { title: "x", path: "/x" },
          { title: "y", path: "" },
        ],
      },
      [["children", 1, "path"]],
    ],
    [
      "inside entries of a kind",
      {
        title: "A",
        blocks: [
          { type: "image", title: "" },
          { type: "other", title: "" },
        ],
      },
      [["blocks", 0, "title"]],
    ],
    ["not an entry", "text", []],
  ] as const)("%s", (_name, data, expected) => {
    expect(emptyOptionalFields(fields, data)).toEqual(expected);
  });
});

describe("withoutFields", () => {
  it.each([
    ["one field", { a: 1, b: 2 }, [["b"]], { a: 1 }],
    ["a nested field", { a: { b: 1, c: 2 } }, [["a", "c"]], { a: { b: 1 } }],
    ["a field of a list entry", { l: [{ x: 1, y: "" }] }, [["l", 0, "y"]], { l: [{ x: 1 }] }],
    ["a path that is not there", { a: 1 }, [["z", "y"]], { a: 1 }],
  ] as const)("%s", (_name, data, paths, expected) => {
    expect(withoutFields(data, paths as unknown as (string | number)[][])).toEqual(expected);
  });

  it("leaves the entry it was given as it was", () => {
    const data = { a: 1, b: 2 };
    withoutFields(data, [["b"]]);
    expect(data).toEqual({ a: 1, b: 2 });
  });
});
