/** GraphQL types made from a data file's schema, so the data the frame queries is described once
 * (src/lib/data/*Schema.ts). Declared up front rather than inferred, so a field no entry uses today
 * still exists in queries, and the schema's descriptions document GraphiQL. */
import * as z from "zod";
import { isNull, type JsonSchema } from "../src/lib/data/jsonSchema";

const SCALARS: Record<string, string> = { string: "String", boolean: "Boolean", integer: "Int", number: "Float" };

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

const described = (node: JsonSchema, indent: string) =>
  node.description ? `${indent}${JSON.stringify(node.description)}\n` : "";

const nullable = (node: JsonSchema) =>
  (node.anyOf?.some(isNull) ?? false) || (Array.isArray(node.type) && node.type.includes("null"));

/** GraphQL's enum values are names; a list of words such as fees.yaml's "At admission" stays a String. */
const isEnumOfNames = (node: JsonSchema) => (node.enum ?? []).every((value) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(value));

/** SDL for a Node type `name` whose fields are the schema's, with one type per nested entry, and
 * `extraFields` (SDL lines, such as a link to other nodes) beside them. */
export function graphqlTypeDefs(name: string, schema: z.ZodType, extraFields: string[] = []): string {
  const root = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;
  const types: string[] = [];

  const typeOf = (node: JsonSchema, typeName: string): string => {
    if (node.$ref) {
      const defName = node.$ref.replace("#/$defs/", "");
      const def = root.$defs?.[defName];
      return def?.enum && !isEnumOfNames(def) ? "String" : defName;
    }
    const inner = node.anyOf?.find((option) => !isNull(option));
    if (inner) return typeOf(inner, typeName);
    if (Array.isArray(node.type)) return typeOf({ ...node, type: node.type.find((type) => type !== "null") }, typeName);
    if (node.type === "array" && node.items) return `[${typeOf(node.items, typeName)}!]`;
    if (node.type === "object") return declare(typeName, node);
    if (node.enum) return isEnumOfNames(node) ? declareEnum(typeName, node) : "String";
    const scalar = node.type && SCALARS[node.type];
    if (!scalar) throw new Error(`${typeName}: no GraphQL type for ${JSON.stringify(node)}`);
    return scalar;
  };

  function declare(typeName: string, node: JsonSchema, extra = "", more: string[] = []): string {
    const required = new Set(node.required ?? []);
    const fields = Object.entries(node.properties ?? {}).map(([key, field]) => {
      const type = typeOf(field, `${typeName}${pascal(key)}`);
      return `${described(field, "  ")}  ${key}: ${type}${required.has(key) && !nullable(field) ? "!" : ""}`;
    });
    fields.push(...more.map((line) => `  ${line}`));
    types.push(`${described(node, "")}type ${typeName}${extra} {\n${fields.join("\n")}\n}`);
    return typeName;
  }

  function declareEnum(typeName: string, node: JsonSchema): string {
    types.push(
      `${described(node, "")}enum ${typeName} {\n${(node.enum ?? []).map((value) => `  ${value}`).join("\n")}\n}`,
    );
    return typeName;
  }

  for (const [defName, def] of Object.entries(root.$defs ?? {})) {
    if (!def.enum) declare(defName, def);
    else if (isEnumOfNames(def)) declareEnum(defName, def);
  }
  declare(name, root, " implements Node @dontInfer", extraFields);
  return types.join("\n\n");
}
