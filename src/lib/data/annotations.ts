/** The content check's faults as GitHub Actions workflow commands, which mark the line in the pull
 * request's diff, or as lines for a terminal. GitHub's escaping: a command's message may not hold
 * "%", a carriage return or a line feed as written; a property (file, title) neither ":" nor ",". */
import type { ContentFault } from "./contentFaults";

export const escapeData = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");

export const escapeProperty = (text: string) => escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** `::error file=content/data/fees.yaml,line=41,title=Classes III-VIII::Tuition fee, Amount (Rs.): …` */
export const annotation = ({ file, line, title, message }: ContentFault) =>
  `::error file=${escapeProperty(file)},line=${line},title=${escapeProperty(title)}::${escapeData(message)}`;

/** A warning of the build, which has no line of its own: GitHub lists it with the run. */
export const warningAnnotation = (warning: string) => `::warning title=Content warning::${escapeData(warning)}`;

/** `content/data/fees.yaml:41  Classes III-VIII, Tuition fee, Amount (Rs.): …` */
export const terminalLine = ({ file, line, title, message }: ContentFault) => `${file}:${line}  ${title}, ${message}`;

/** The last line: how many faults, or that every file is fine. */
export function summary(files: number, faults: number): string {
  if (!faults) return `All ${files} content files are fine.`;
  const them = faults === 1 ? "it" : "them";
  return `${faults} fault${faults === 1 ? "" : "s"} in the content: the build would stop at ${them}.`;
}
