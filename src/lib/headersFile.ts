/** The `_headers` file static hosts read, as Cloudflare Pages documents it
 * (https://developers.cloudflare.com/pages/configuration/headers/): a path or pattern line, then
 * indented `Name: value` lines, and `! Name` lines that detach a header a more pervasive rule set.
 * Every rule whose pattern matches a request applies, in the file's order; a header two of them set
 * is sent once with the values joined by a comma, unless the later rule detaches it first. */

export interface HeaderRule {
  path: string;
  /** Headers removed before this rule's own are set. */
  detach: string[];
  set: Record<string, string>;
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map(({ path, detach, set }) =>
    [
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(set).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n"),
  );
  return `${blocks.join("\n\n")}\n`;
}

export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#")) continue;
    const current = rules.at(-1);
    if (!/^\s/.test(line)) rules.push({ path: trimmed, detach: [], set: {} });
    else if (current && trimmed.startsWith("!")) current.detach.push(trimmed.slice(1).trim());
    else if (current) {
      const at = trimmed.indexOf(":");
      current.set[trimmed.slice(0, at).trim()] = trimmed.slice(at + 1).trim();
    }
  }
  return rules;
}

/** Path → the headers its rule sets. */
export function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  return new Map(parseHeaderRules(text).map(({ path, set }) => [path, set]));
}

const escapeRegExp = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, "\\$&");

/** Whether a rule's pattern matches a request's path: a splat (*) matches anything, a placeholder
 * (:name) anything but a slash, as Cloudflare's "Match a path" says. */
export function matchesRulePath(pattern: string, path: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === "*" ? ".*" : /^:[A-Za-z]/.test(part) ? "[^/]+" : escapeRegExp(part)))
    .join("");
  return new RegExp(`^${source}$`).test(path);
}
