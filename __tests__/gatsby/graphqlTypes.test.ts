/** @jest-environment node */
import * as z from "zod";
import { buildSchema } from "gatsby/graphql";
import { graphqlTypeDefs } from "../../gatsby/graphqlTypes";
import { disclosureSchema } from "../../src/lib/data/disclosureSchema";
import { navigationSchema } from "../../src/lib/data/navigationSchema";
import { siteSchema } from "../../src/lib/data/siteSchema";

/** Gatsby's own declarations the generated types rely on. */
const GATSBY = "interface Node { id: ID! }\ndirective @dontInfer on OBJECT\ntype Query { ok: Boolean }\n";

const item: z.ZodType<{ name: string; parts?: unknown[] | null }> = z
  .object({
    name: z.string(),
    get parts() {
      return z.array(item).nullish();
    },
  })
  .meta({ id: "PartYaml" });

it("turns required, optional, listed, nested, recursive and enumerated fields into GraphQL", () => {
  const schema = z.object({
    title: z.string().describe("The heading"),
    count: z.number().int(),
    share: z.number().nullish(),
    shown: z.boolean().nullish(),
    tags: z.array(z.string()),
    kind: z.enum(["big", "small"]).meta({ id: "KindYaml" }),
    address: z.object({ lines: z.array(z.string()) }),
    parts: z.array(item),
  });
  expect(graphqlTypeDefs("ThingYaml", schema)).toBe(
    [
      "enum KindYaml {\n  big\n  small\n}",
      "type PartYaml {\n  name: String!\n  parts: [PartYaml!]\n}",
      "type ThingYamlAddress {\n  lines: [String!]!\n}",
      'type ThingYaml implements Node @dontInfer {\n  "The heading"\n  title: String!\n  count: Int!\n  share: Float\n  shown: Boolean\n  tags: [String!]!\n  kind: KindYaml!\n  address: ThingYamlAddress!\n  parts: [PartYaml!]!\n}',
    ].join("\n\n"),
  );
});

it.each([
  ["SiteYaml", siteSchema],
  ["NavigationYaml", navigationSchema],
  ["DisclosureYaml", disclosureSchema],
])("declares %s as a valid GraphQL schema", (name, schema) => {
  expect(() => buildSchema(GATSBY + graphqlTypeDefs(name, schema))).not.toThrow();
});
