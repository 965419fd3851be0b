/** Decap CMS fields made from the zod schema the build checks a file with, so that the editor asks
 * for exactly what the build accepts: every field of the schema gets a widget, numbers are number
 * widgets with the schema's bounds, fields limited to some values are select widgets, and a field
 * is required where the schema requires it. Checks across fields (a group's rows adding up to its
 * total) are not widgets: src/lib/cms/entryCheck.ts runs the whole schema before every save. */
import * as z from "zod";
import { ENTRY_NAME_FIELDS } from "../data/dataError";
import { isNull, type JsonSchema } from "../data/jsonSchema";
import type { DecapField } from "./decapTypes";
import { fieldHint, fieldLabel } from "./fieldText";
import { advice } from "./officeWords";

export interface FieldOptions {
  /** Widgets for the schema's named types (`.meta({ id })`), in place of the generic ones. */
  namedWidgets?: Record<string, Partial<DecapField>>;
  /** Widgets for the fields the schema marks `.meta({ editor })`, by that name. */
  editorWidgets?: Record<string, Partial<DecapField>>;
  /** How many times a named type may nest inside itself (navigation entries' children): deeper,
   * the field that would hold it is left out. */
  maxNesting?: number;
  /** Fields of several paragraphs, written in a text box rather than on one line. */
  longTexts?: readonly string[];
}

/** The last safe integer, which zod writes as the bound of every integer. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/** What walking one schema needs throughout: its named types, and the options. */
interface Walk {
  defs: Record<string, JsonSchema>;
  options: FieldOptions;
  maxNesting: number;
}

/** Walks one schema: the fields of its top-level object. */
export function schemaFields(schema: z.ZodType, options: FieldOptions = {}): DecapField[] {
  const root = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const w: Walk = { defs: root.$defs ?? {}, options, maxNesting: options.maxNesting ?? 1 };
  return objectFields(w, resolve(w, root, []).node, []);
}

/** A node with its $ref followed and a nullable wrapper taken off. */
function resolve(
  w: Walk,
  node: JsonSchema,
  seen: readonly string[],
): { node: JsonSchema; seen: readonly string[]; named?: string; nullable: boolean } {
  const inner = node.anyOf?.find((option) => !isNull(option));
  if (inner && node.anyOf?.some(isNull)) {
    const resolved = resolve(w, { ...inner, description: node.description ?? inner.description }, seen);
    return { ...resolved, nullable: true };
  }
  if (Array.isArray(node.type) && node.type.includes("null")) {
    return { node: { ...node, type: node.type.find((type) => type !== "null") }, seen, nullable: true };
  }
  if (node.$ref) {
    const name = node.$ref.replace("#/$defs/", "");
    const def = w.defs[name];
    if (!def) throw new Error(`The schema names ${name}, which it does not define`);
    return {
      node: { ...def, description: node.description ?? def.description },
      seen: [...seen, name],
      named: name,
      nullable: false,
    };
  }
  return { node, seen, nullable: false };
}

/** Whether following this node would nest a named type deeper than allowed. */
function tooDeep(w: Walk, node: JsonSchema, seen: readonly string[]): boolean {
  const { node: resolved, seen: after } = resolve(w, node, seen);
  const target = resolved.type === "array" && resolved.items ? resolve(w, resolved.items, after).seen : after;
  return target.some((name) => target.filter((other) => other === name).length > w.maxNesting);
}

function objectFields(w: Walk, node: JsonSchema, seen: readonly string[]): DecapField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).flatMap(([key, property]) => {
    if (tooDeep(w, property, seen)) {
      if (required.has(key)) throw new Error(`${key} nests deeper than allowed but is required`);
      return [];
    }
    return [field(w, key, property, required.has(key), seen)];
  });
}

/** The text naming a folded list entry: the first of its fields that names entries. */
function summaryOf(fields: DecapField[]): string | undefined {
  const name = ENTRY_NAME_FIELDS.find((candidate) => fields.some((f) => f.name === candidate && f.widget !== "list"));
  return name ? `{{fields.${name}}}` : undefined;
}

function field(w: Walk, key: string, raw: JsonSchema, inRequired: boolean, seen: readonly string[]): DecapField {
  const { node, seen: inner, named, nullable } = resolve(w, raw, seen);
  const base: DecapField = { name: key, label: fieldLabel(key), widget: "string", required: inRequired && !nullable };
  const hint = fieldHint(key, node.description);
  if (hint) base.hint = hint;
  if (node.default !== undefined) {
    base.default = node.default;
    base.required = false;
  }
  const generic = genericField(w, base, node, inner);
  const widget = named
    ? w.options.namedWidgets?.[named]
    : node.editor
      ? w.options.editorWidgets?.[node.editor]
      : undefined;
  if (!widget) return generic;
  const chosen: DecapField = { ...generic, ...widget };
  // A number's kind and bounds belong to Decap's number widget; a widget of the site's own checks its values itself.
  if (generic.widget === "number" && chosen.widget !== "number") {
    delete chosen.value_type;
    delete chosen.min;
    delete chosen.max;
  }
  return chosen;
}

function genericField(w: Walk, base: DecapField, node: JsonSchema, seen: readonly string[]): DecapField {
  switch (node.type) {
    case "string":
      if (node.enum) return { ...base, widget: "select", options: [...node.enum] };
      if (node.pattern)
        return { ...base, pattern: [node.pattern, advice(node.errorMessage ?? `must match ${node.pattern}`)] };
      return w.options.longTexts?.includes(base.name) ? { ...base, widget: "text" } : base;
    case "integer":
    case "number": {
      const bounds = numberBounds(node);
      // Decap checks a number left empty against its smallest value too, and refuses an optional
      // field left empty when that is above 0: there the check before saving keeps the bound.
      if (!base.required && bounds.min !== undefined && bounds.min > 0) delete bounds.min;
      return { ...base, widget: "number", value_type: node.type === "integer" ? "int" : "float", ...bounds };
    }
    case "boolean":
      // A box left unticked is "false", which the build accepts wherever a value is required.
      return base.required
        ? { ...base, widget: "boolean", default: base.default ?? false }
        : { ...base, widget: "boolean" };
    case "object":
      return { ...base, widget: "object", fields: objectFields(w, node, seen) };
    case "array":
      return listField(w, base, node, seen);
    default:
      throw new Error(`${base.name}: no Decap widget for ${JSON.stringify(node)}`);
  }
}

function listField(w: Walk, base: DecapField, node: JsonSchema, seen: readonly string[]): DecapField {
  if (!node.items) throw new Error(`${base.name}: a list without its entries' schema`);
  const list: DecapField = { ...base, widget: "list", collapsed: true };
  if (node.minItems) list.min = node.minItems;
  else list.required = false;
  const { node: items, seen: inner } = resolve(w, node.items, seen);
  if (items.oneOf) {
    // Entries of several kinds told apart by `type`: page blocks.
    const types = items.oneOf.map((option) => {
      const kind = option.properties?.type?.const;
      if (!kind) throw new Error(`${base.name}: an entry kind without a constant "type"`);
      // The kind is a field of its own in the file; Decap fills it in when an entry is added.
      const fields = objectFields(w, option, inner).map((f) =>
        f.name === "type" ? { name: "type", label: "Kind", widget: "hidden", default: kind } : f,
      );
      return {
        name: kind,
        label: fieldLabel(kind),
        widget: "object",
        fields,
        ...optionalSummary(summaryOf(fields.filter((f) => f.name !== "type"))),
      };
    });
    return { ...list, typeKey: "type", types };
  }
  if (items.type === "object") {
    const fields = objectFields(w, items, inner);
    return { ...list, fields, ...optionalSummary(summaryOf(fields)) };
  }
  const { hint: _hint, ...single } = field(w, base.name, items, true, inner);
  return { ...list, collapsed: false, field: { ...single, label: base.label.replace(/s$/, "") } };
}

const optionalSummary = (summary: string | undefined) => (summary ? { summary } : {});

/** Decap's min and max of a number widget from the schema's bounds; an integer above 0 is at least 1.
 * Decap's bounds include themselves, so a decimal above 0 gets 0, which the check before saving
 * then refuses with the build's own words. */
function numberBounds(node: JsonSchema): Pick<DecapField, "min" | "max"> {
  const bounds: Pick<DecapField, "min" | "max"> = {};
  const lowest = [
    node.minimum,
    node.exclusiveMinimum === undefined ? undefined : node.exclusiveMinimum + (node.type === "integer" ? 1 : 0),
  ];
  const min = Math.max(...lowest.filter((value): value is number => value !== undefined && value > -UNBOUNDED));
  if (Number.isFinite(min)) bounds.min = min;
  if (node.maximum !== undefined && node.maximum < UNBOUNDED) bounds.max = node.maximum;
  return bounds;
}
