/** The parts of the JSON Schema zod writes for a data file's schema (z.toJSONSchema) that the
 * GraphQL types (gatsby/graphqlTypes.ts) and the editor's fields (src/lib/cms/schemaFields.ts)
 * are made from. */
export interface JsonSchema {
  /** A list when the value may also be null: ["boolean", "null"]. */
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  enum?: string[];
  const?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  description?: string;
  /** The build's own words for a value that does not match `pattern` (src/lib/data/fields.ts). */
  errorMessage?: string;
  /** The editor's widget for the field, by name (src/lib/cms/cmsConfig.ts). */
  editor?: string;
}

export const isNull = (node: JsonSchema) => node.type === "null";
