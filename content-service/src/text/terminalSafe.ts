/** Characters a terminal would act on rather than show: C0 and C1 controls (escape sequences,
 * carriage returns, backspaces …), bidirectional overrides and isolates, which reorder what is
 * shown, and the line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

const escape = (char: string) => {
  const code = char.charCodeAt(0);
  if (char === "\t") return "\\t";
  if (char === "\r") return "\\r";
  if (char === "\n") return "\\n";
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u{${code.toString(16)}}`;
};

/** Text from a visitor, fit for a terminal: every unsafe character written as an escape, so that a
 * message cannot clear the screen, fake a link or start a line that looks like another entry.
 * A backslash is doubled, so that an escape shown is never one the visitor typed. */
export const terminalSafe = (text: string): string => text.replace(/\\/g, "\\\\").replace(UNSAFE, escape);
