/** @jest-environment node */
/** The editor's configuration against the files it edits: every field a data file or a page holds
 * has a widget, and the editor refuses what the build refuses. */
import { readFileSync, readdirSync } from "fs";
import path from "path";
import { LOCAL_BACKEND_URL } from "../../../src/lib/cms/backendSettings";
import { cmsConfig } from "../../../src/lib/cms/cmsConfig";
import type { DecapField } from "../../../src/lib/cms/decapTypes";
import { DATA_FILES, PAGES_FOLDER } from "../../../src/lib/cms/editedFiles";
import { checkEntry, EditorRefusal, fieldsToDrop } from "../../../src/lib/cms/entryCheck";
import { parseYaml } from "../../../src/lib/data/readDataFiles";

const root = path.resolve(__dirname, "../../..");
const config = cmsConfig();
const collection = (name: string) => {
  const found = config.collections.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
const fieldsOf = (name: string): DecapField[] => collection(name).fields ?? collection(name).files?.[0]?.fields ?? [];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The key paths of `data` that no field of `fields` describes ("groups[].rows[].amount"). */
function fieldsWithoutWidget(fields: readonly DecapField[], data: unknown, at = ""): string[] {
  if (!isRecord(data)) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const where = at ? `${at}.${key}` : key;
    const field = fields.find((f) => f.name === key);
    if (!field) return [where];
    if (field.widget === "object") return fieldsWithoutWidget(field.fields ?? [], value, where);
    if ((field.widget === "list" || field.widget === "amountRows") && Array.isArray(value)) {
      return value.flatMap((item) => {
        if (field.field) return [];
        const itemFields =
          field.fields ?? field.types?.find((t) => isRecord(item) && t.name === item[field.typeKey ?? "type"])?.fields;
        return itemFields
          ? fieldsWithoutWidget(itemFields, item, `${where}[]`)
          : [`${where}[] (kind ${isRecord(item) ? String(item.type) : "?"})`];
      });
    }
    return [];
  });
}

const frontmatter = (file: string) =>
  parseYaml(file, readFileSync(path.join(root, file), "utf8").split(/^---$/m)[1] ?? "");
const pageFiles = readdirSync(path.join(root, PAGES_FOLDER))
  .filter((name) => name.endsWith(".md"))
  .map((name) => `${PAGES_FOLDER}/${name}`);

describe.each(DATA_FILES.map((data) => [data.file, data.name] as const))("%s", (file, name) => {
  it("has a widget for every field the file holds", () => {
    const data = parseYaml(file, readFileSync(path.join(root, file), "utf8"));
    expect(fieldsWithoutWidget(fieldsOf(name), data)).toEqual([]);
  });

  it("is saved as it is, less the optional fields it leaves empty", () => {
    const data = parseYaml(file, readFileSync(path.join(root, file), "utf8"));
    const dropped = fieldsToDrop(config, name, data);
    const valueAt = (at: (string | number)[]) =>
      at.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], data);
    expect(dropped.map(valueAt).filter((value) => value !== null && value !== "")).toEqual([]);
  });
});

it("has a widget for every frontmatter field of every page", () => {
  expect(pageFiles.length).toBeGreaterThan(10);
  expect(
    pageFiles.flatMap((file) =>
      fieldsWithoutWidget(fieldsOf("pages"), frontmatter(file)).map((where) => `${file}: ${where}`),
    ),
  ).toEqual([]);
});

it("finds a field the config lacks", () => {
  expect(
    fieldsWithoutWidget(fieldsOf("uniform"), {
      summer: [{ group: "I", boys: "a", girls: "b", shoes: "c" }],
      ribbon: "d",
    }),
  ).toEqual(["summer[].shoes", "ribbon"]);
});

const fees = () =>
  parseYaml("fees.yaml", readFileSync(path.join(root, "content/data/fees.yaml"), "utf8")) as {
    groups: { title: string; rows: { amount: number }[] }[];
  };

describe("refuses what the build refuses, naming the place in the editor's words and saying what to do", () => {
  const cases: [string, string, () => unknown, string][] = [
    [
      "a negative amount",
      "fees",
      () => {
        const data = fees();
        data.groups[0].rows[0].amount = -5;
        return data;
      },
      "Pre-Nursery, Admission fee, Amount (Rs.): write the amount in whole rupees, such as 5450.",
    ],
    [
      "an amount with paise",
      "fees",
      () => {
        const data = fees();
        (data.groups[3].rows[2] as { amount: unknown }).amount = "5450.50";
        return data;
      },
      "Classes III-VIII, Tuition fee, Amount (Rs.): write the amount in whole rupees, such as 5450.",
    ],
    [
      "a total typed into a group",
      "fees",
      () => {
        const data = fees();
        Object.assign(data.groups[4], { total: 102700 });
        return data;
      },
      "Class IX, total: the website does not know this field; ask a developer to remove it.",
    ],
    [
      "a page without a title",
      "pages",
      () => ({ description: "One sentence.", title: "  ", body: "Text" }),
      "Title: fill it in.",
    ],
    [
      "a menu entry whose path lacks its /",
      "navigation",
      () => {
        const data = parseYaml("n", readFileSync(path.join(root, "content/data/navigation.yaml"), "utf8")) as {
          menu: { path?: string }[];
        };
        data.menu[0].path = "about-us";
        return data;
      },
      'Home, Address on this site (such as /about-us): write a path of this site starting with "/", such as /about-us.',
    ],
  ];
  it.each(cases)("%s", (_name, name, data, message) => {
    expect(() => fieldsToDrop(config, name, data())).toThrow(message);
    expect(() => checkEntry(name, data())).toThrow(new EditorRefusal(message));
  });
});

describe("widgets match the build's rules", () => {
  const find = (fields: readonly DecapField[], route: string[]): DecapField | undefined => {
    const [first, ...rest] = route;
    const field = fields.find((f) => f.name === first);
    return rest.length ? find(field?.fields ?? field?.types?.flatMap((t) => t.fields ?? []) ?? [], rest) : field;
  };
  it.each([
    ["fees", ["groups"], { widget: "list", allow_add: false }],
    ["fees", ["groups", "key"], { widget: "hidden" }],
    ["fees", ["groups", "rows"], { widget: "amountRows", total: "dueAtAdmission", label_singular: "fee" }],
    ["fees", ["groups", "rows", "amount"], { widget: "rupees", required: true }],
    ["fees", ["groups", "rows", "frequency"], { widget: "select", options: ["At admission", "Yearly", "Monthly"] }],
    ["fees", ["hostel", "plans", "instalments"], { widget: "amountRows", total: "sum", label_singular: "instalment" }],
    ["fees", ["registration"], { widget: "rupees" }],
    ["pages", ["title"], { widget: "string", required: true }],
    ["pages", ["template"], { widget: "hidden", default: "content" }],
    ["site", ["schoolCode"], { widget: "hidden" }],
    ["site", ["siteUrl"], { widget: "hidden" }],
    ["navigation", ["menu", "itemPage"], { widget: "hidden" }],
    ["pages", ["blocks", "group"], { widget: "relation", collection: "fees", value_field: "groups.*.key" }],
    ["pages", ["blocks", "file"], { widget: "image" }],
    ["site", ["founder", "biography"], { widget: "text", required: false }],
    ["navigation", ["menu", "external"], { widget: "select", required: false }],
    [
      "disclosure",
      ["documents", "fireSafetyCertificate", "file"],
      {
        widget: "file",
        required: false,
        media_folder: "/static/disclosure",
        public_folder: "/disclosure",
        label: "File",
        pattern: [
          "^[\\w.-]+\\.[pP][dD][fF]$",
          "choose a PDF whose name has only letters, digits, dashes and dots, such as fire-safety-certificate.pdf",
        ],
      },
    ],
    [
      "disclosure",
      ["documents", "fireSafetyCertificate"],
      { widget: "object", label: "Copy of valid fire safety certificate issued by the competent authority" },
    ],
    [
      "disclosure",
      ["documents", "nocCertificate", "expires"],
      { widget: "string", required: false, pattern: ["^\\d{4}-\\d{2}-\\d{2}$", "write a date such as 2025-04-01"] },
    ],
    ["disclosure", ["academics", "feeStructure"], { widget: "hidden" }],
    ["disclosure", ["academics", "results", "classX", "passed"], { widget: "number", value_type: "int", min: 0 }],
    ["disclosure", ["infrastructure", "campusArea"], { widget: "number", value_type: "float", required: false }],
    ["disclosure", ["infrastructure", "internet"], { widget: "select", options: ["Yes", "No"], required: false }],
    ["disclosure", ["staff", "sections"], { widget: "number", value_type: "int", required: false }],
    ["disclosure", ["infrastructure", "classrooms", "size"], { widget: "number", value_type: "float", min: 0 }],
    ["site", ["address", "postalCode"], { widget: "string", required: false, label: "PIN code" }],
    ["site", ["links", "disclosure"], { widget: "object", required: false }],
    [
      "admission",
      ["classXi", "opens"],
      { widget: "string", pattern: ["^\\d{4}-\\d{2}-\\d{2}$", "write a date such as 2024-10-18"] },
    ],
  ] as const)("%s %j", (name, route, expected) => {
    expect(find(fieldsOf(name), [...route])).toMatchObject(expected);
  });
});

it("saves through a branch and a pull request, never straight to the branch", () => {
  expect(config.publish_mode).toBe("editorial_workflow");
  expect(config.backend.name).toBe("github");
});

it("looks for decap-server on this machine's loopback address, where npm run cms binds it", () => {
  expect(config.local_backend).toEqual({ url: LOCAL_BACKEND_URL });
  // Not "localhost", which Node can resolve to ::1 first, where decap-server does not listen.
  expect(new URL(LOCAL_BACKEND_URL).hostname).toBe("127.0.0.1");
});
