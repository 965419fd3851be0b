/** Writes an entry the editor saves back into its file's own form: what did not change keeps its
 * line, its quotes, its comments and its layout (a fee row written on one line stays on one line),
 * so that a pull request shows exactly what staff changed. The `yaml` package's Document API holds
 * the file as it was written; the entry's values are set into it one by one. */
import { Document, isMap, isScalar, isSeq, parseDocument, type Node as YamlNode } from "yaml";

/** Lines are never folded: a long text is one line, as the repository writes it. */
const OUTPUT = { lineWidth: 0 } as const;

type Doc = Document.Parsed | Document;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const sameValue = (node: unknown, value: unknown): boolean =>
  JSON.stringify(isScalar(node) || isMap(node) || isSeq(node) ? node.toJSON() : node) === JSON.stringify(value);

/** A value written as nothing (`key:`), or as an empty text. */
const isEmptyNode = (node: unknown) =>
  node === null || node === undefined || (isScalar(node) && (node.value === null || node.value === ""));

/** A node for a value that had none, in the style of its neighbours (a row among flow rows is one). */
function newNode(doc: Doc, value: unknown, sibling?: unknown): YamlNode {
  const node = doc.createNode(value) as YamlNode;
  if ((isMap(sibling) || isSeq(sibling)) && sibling.flow && (isMap(node) || isSeq(node))) node.flow = true;
  return node;
}

/** Which old entries of a list are the same as which new ones: the longest common subsequence, so
 * that adding, removing or moving one entry leaves the others' lines alone. */
function matches(old: readonly unknown[], values: readonly unknown[]): [number, number][] {
  const a = old.map((node) => JSON.stringify(isScalar(node) || isMap(node) || isSeq(node) ? node.toJSON() : node));
  const b = values.map((value) => JSON.stringify(value));
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i][j] = a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (lengths[i + 1][j] >= lengths[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

function mergeList(doc: Doc, items: readonly unknown[], values: readonly unknown[]): unknown[] {
  const result: unknown[] = [];
  let i = 0;
  let j = 0;
  // Between two matched entries, the old ones left are changed into the new ones left, in order.
  for (const [oldAt, newAt] of [...matches(items, values), [items.length, values.length] as [number, number]]) {
    while (j < newAt) {
      result.push(
        i < oldAt ? merge(doc, items[i++], values[j++]) : newNode(doc, values[j++], items[oldAt - 1] ?? items[0]),
      );
    }
    i = oldAt;
    if (oldAt < items.length) {
      result.push(items[i++]);
      j++;
    }
  }
  return result;
}

/** The node for `value`, reusing `node` and everything in it that still holds. */
function merge(doc: Doc, node: unknown, value: unknown): unknown {
  if (sameValue(node, value)) return node;
  if (Array.isArray(value)) {
    if (!isSeq(node)) return newNode(doc, value);
    node.items = mergeList(doc, node.items, value);
    return node;
  }
  if (isPlainObject(value)) {
    if (!isMap(node)) return newNode(doc, value);
    // A field the file holds empty keeps its line when the entry leaves it out: the editor takes empty
    // optional fields out of an entry before saving (src/lib/cms/entryCheck.ts), and both say "not given".
    node.items = node.items.filter(
      (pair) => Object.hasOwn(value, String(isScalar(pair.key) ? pair.key.value : pair.key)) || isEmptyNode(pair.value),
    );
    for (const [key, inner] of Object.entries(value)) {
      if (inner === undefined) continue;
      const pair = node.items.find(
        (candidate) => String(isScalar(candidate.key) ? candidate.key.value : candidate.key) === key,
      );
      if (pair) pair.value = merge(doc, pair.value, inner);
      else node.add(doc.createPair(key, inner));
    }
    return node;
  }
  if (isScalar(node) && typeof node.value === typeof value) {
    node.value = value;
    return node;
  }
  return newNode(doc, value);
}

/** `data` written into `base` (a YAML text), keeping its form; a new YAML text when there is no base. */
export function yamlInForm(data: unknown, base = ""): string {
  if (!base.trim()) return new Document(data).toString(OUTPUT);
  const doc = parseDocument(base);
  doc.contents = merge(doc, doc.contents, data) as typeof doc.contents;
  return doc.toString(OUTPUT);
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)^---\r?\n?/m;

/** A Markdown page's frontmatter (YAML) and its text. */
export function splitPage(text: string): { frontmatter: string; body: string } {
  const found = text.startsWith("---") ? FRONTMATTER.exec(text) : null;
  if (!found) return { frontmatter: "", body: text.trim() };
  return { frontmatter: found[1], body: text.slice(found[0].length).trim() };
}

/** A page as the repository writes it: the frontmatter, an empty line, the text. */
export const joinPage = (frontmatter: string, body: string) =>
  `---\n${frontmatter}---\n${body.trim() ? `\n${body.trim()}\n` : ""}`;

/** A page's entry (its frontmatter's fields and `body`) written into `base`, the page as it was. */
export function pageInForm(data: Record<string, unknown>, base = ""): string {
  const { body, ...frontmatter } = data;
  return joinPage(yamlInForm(frontmatter, splitPage(base).frontmatter), typeof body === "string" ? body : "");
}
