import { parseHeaderRules } from "../src/lib/headersFile";

/** "A project is limited to 100 header rules. Each line in the _headers file has a 2,000 character
 * limit. The entire line, including spacing, header name, and value, counts towards this limit."
 * (https://developers.cloudflare.com/pages/configuration/headers/). Past them Cloudflare Pages skips
 * the line or every rule after the hundredth, and deploys anyway: a page would lose its policy
 * without a word, so the build stops instead. */
export const HEADERS_LIMITS = { rules: 100, lineLength: 2000 } as const;

/** How much of the limits a `_headers` file uses, for the build's log: the room left as pages are added. */
export function headersUsage(text: string): string {
  const { rules, lineLength } = HEADERS_LIMITS;
  const longest = Math.max(0, ...text.split("\n").map((line) => line.length));
  return `${parseHeaderRules(text).length} of ${rules} rules, longest line ${longest} of ${lineLength} characters`;
}

/** What in a `_headers` file crosses Cloudflare Pages' limits; empty when nothing does. */
export function headersLimitProblems(text: string): string[] {
  const rules = parseHeaderRules(text).length;
  const long = text
    .split("\n")
    .map((line, at) => ({ number: at + 1, length: line.length }))
    .filter(({ length }) => length > HEADERS_LIMITS.lineLength);
  return [
    ...(rules > HEADERS_LIMITS.rules ? [`${rules} rules, more than ${HEADERS_LIMITS.rules}`] : []),
    ...long.map(
      ({ number, length }) => `line ${number} has ${length} characters, more than ${HEADERS_LIMITS.lineLength}`,
    ),
  ];
}
