/** Every data file of content/data as GraphQL nodes, typed from the schemas that check the files:
 * what the pages query is the data the build checked, and a developer explores all of it in
 * GraphiQL. Each entry names its node type, its schema, the checked content and any field that
 * links to other nodes. */
import type * as z from "zod";
import { admissionSchema } from "../src/lib/data/admissionSchema";
import { disclosureSchema } from "../src/lib/data/disclosureSchema";
import { feeGroupNodeSchema, feesNodeSchema } from "../src/lib/data/feesSchema";
import { navigationSchema } from "../src/lib/data/navigationSchema";
import type { SiteDataFiles } from "../src/lib/data/readDataFiles";
import { siteSchema } from "../src/lib/data/siteSchema";
import { uniformSchema } from "../src/lib/data/uniformSchema";

export interface DataNodeType {
  type: string;
  schema: z.ZodType;
  /** SDL lines added to the type, beside the schema's fields. */
  links?: string[];
  /** The nodes of this type: one for a whole file, or one per entry of a list. */
  nodes: (data: SiteDataFiles) => { key: string; content: object }[];
}

const whole = (pick: (data: SiteDataFiles) => object) => (data: SiteDataFiles) => [{ key: "", content: pick(data) }];

export const DATA_NODE_TYPES: readonly DataNodeType[] = [
  { type: "SiteYaml", schema: siteSchema, nodes: whole((data) => data.site) },
  { type: "NavigationYaml", schema: navigationSchema, nodes: whole((data) => data.nav) },
  {
    type: "FeesYaml",
    schema: feesNodeSchema,
    links: ['"The fee groups, in the order of fees.yaml"\n  groups: [FeeGroup!]! @link(by: "key")'],
    nodes: whole(({ fees }) => ({ ...fees, groups: fees.groups.map((group) => group.key) })),
  },
  {
    type: "FeeGroup",
    schema: feeGroupNodeSchema,
    links: ['"Its place in fees.yaml, from 0"\n  order: Int!'],
    nodes: ({ fees }) => fees.groups.map((group, order) => ({ key: group.key, content: { ...group, order } })),
  },
  { type: "UniformYaml", schema: uniformSchema, nodes: whole((data) => data.uniform) },
  { type: "AdmissionYaml", schema: admissionSchema, nodes: whole((data) => ({ classXi: data.admission })) },
  { type: "DisclosureYaml", schema: disclosureSchema, nodes: whole((data) => data.disclosure) },
];
