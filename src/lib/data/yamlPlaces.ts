/** Where a value of a YAML file is written: the line a pull request's annotation marks. The build
 * reads the values with js-yaml (readDataFiles.ts); the `yaml` package keeps each node's place. */
import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument } from "yaml";

/** The line (1-based) of the value at each path of `text` (keys and list positions, as a schema's
 * issue names them): a field's key, a list entry's first line; for a field that is missing, the
 * line of the entry that should hold it. `firstLine` is the line `text` starts on in its file (a
 * page's frontmatter starts on line 2). */
export function yamlLines(text: string, firstLine = 1): (path: readonly PropertyKey[]) => number {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const top = isNode(document.contents) && document.contents.range ? lineAt(document.contents.range[0]) : firstLine;
  return (path) => {
    let node: unknown = document.contents;
    let line = top;
    for (const step of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => String(isScalar(item.key) ? item.key.value : item.key) === String(step));
        if (!pair) break;
        if (isNode(pair.key) && pair.key.range) line = lineAt(pair.key.range[0]);
        node = pair.value;
      } else if (isSeq(node) && typeof step === "number") {
        const item = node.items[step];
        if (!isNode(item) || !item.range) break;
        line = lineAt(item.range[0]);
        node = item;
      } else break;
    }
    return line;
  };
}
