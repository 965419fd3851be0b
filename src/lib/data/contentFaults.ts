/** The faults of a content file in the words the editor at /admin uses, each at the line of the file
 * that holds it, for `npm run check:content` to show in a pull request. They come from the build's
 * own checks (the schemas, parseYaml, the DataErrors of the checks across files), never from
 * checks of their own. */
import type * as z from "zod";
import { advice, officeIssues, officeMessage, placeOf } from "../cms/officeWords";
import { entryPath, type DataError } from "./dataError";
import { parseYaml } from "./readDataFiles";
import { yamlLines } from "./yamlPlaces";

export interface ContentFault {
  /** The file, from the project folder, with "/" (content/data/fees.yaml). */
  file: string;
  /** 1-based. */
  line: number;
  /** The place, short: the entry ("Classes III-VIII"), or the file's name for staff ("Fees"). */
  title: string;
  /** The rest of the place and what to do: "Tuition fee, Amount (Rs.): write the amount …". */
  message: string;
}

/** A YAML text of a content file: a data file, or a page's frontmatter. */
export interface YamlSource {
  file: string;
  /** What office staff call the file: the editor's label ("Fees"), or a page's title. */
  label: string;
  text: string;
  /** The line of its file the text starts on. */
  firstLine: number;
}

/** The place's first part becomes the title; a place of one part is titled by the file. */
export function officeFault(source: Omit<YamlSource, "text">, line: number, place: readonly string[], todo: string) {
  const [entry, ...rest] = place;
  const fault = (title: string, words: readonly string[]): ContentFault => ({
    file: source.file,
    line,
    title,
    message: officeMessage(words, todo),
  });
  return rest.length ? fault(entry, rest) : fault(source.label, place);
}

/** The text read as the build reads it, with the line of each place in it; or, for a syntax error,
 * a fault at the line js-yaml stopped on. */
export function parseSource(
  source: YamlSource,
): { data: unknown; lineOf: (path: readonly PropertyKey[]) => number } | { faults: ContentFault[] } {
  try {
    return { data: parseYaml(source.file, source.text), lineOf: yamlLines(source.text, source.firstLine) };
  } catch (error) {
    const cause = (error as Error).cause as { reason?: string; mark?: { line: number } } | undefined;
    const todo =
      `the website cannot read the file from here on (${cause?.reason ?? (error as Error).message}): ` +
      "check the spaces at the start of this line and the one before, the colons and the quotes";
    return { faults: [officeFault(source, source.firstLine + (cause?.mark?.line ?? 0), ["This line"], todo)] };
  }
}

/** Every problem the schema finds in the parsed data, in office words; the checked data when none. */
export function schemaFaults<T extends z.ZodType>(
  source: Omit<YamlSource, "text">,
  schema: T,
  data: unknown,
  lineOf: (path: readonly PropertyKey[]) => number,
): { checked?: z.output<T>; faults: ContentFault[] } {
  const result = schema.safeParse(data);
  if (result.success) return { checked: result.data, faults: [] };
  const faults = officeIssues(data, result.error.issues).map((issue) =>
    officeFault(source, lineOf(issue.path), issue.place, issue.advice),
  );
  return { faults };
}

/** A DataError of a check across files (or of a page's blocks), at the place its entry and field
 * name in the file's parsed `data`. */
export function dataErrorFault(
  source: Omit<YamlSource, "text">,
  error: DataError,
  data: unknown,
  lineOf: (path: readonly PropertyKey[]) => number,
): ContentFault {
  const path = [...(entryPath(data, error.entry) ?? []), error.field];
  return officeFault(source, lineOf(path), placeOf(data, path), advice(error.problem));
}
