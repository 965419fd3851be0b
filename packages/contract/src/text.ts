/** Text as people type it into the forms and the desk. */

/** Characters that show nothing: Unicode white space, the default-ignorable format characters
 * (soft hyphen, zero-width space and joiners, bidi marks, word joiner, variation selectors, BOM,
 * Hangul fillers, tag characters) and the blank Braille pattern. Written as ranges rather than
 * \p{…} classes so the browser bundle stays small. */
const INVISIBLE =
  "[\\s\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u202A-\\u202E" +
  "\\u2060-\\u206F\\u2800\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0]|\\uDB40[\\uDC00-\\uDC7F]";
// eslint-disable-next-line no-misleading-character-class -- the variation selectors are listed alone on purpose
const INVISIBLE_EDGES = new RegExp(`^(?:${INVISIBLE})+|(?:${INVISIBLE})+$`, "g");

/** A value without what cannot be seen at either end (SPEC trims before the empty check): text made
 * only of invisible characters becomes empty, so it fails a required check. Nothing inside the text
 * is changed (a zero-width joiner is part of some Bengali and Hindi words); what must not be there
 * is refused instead (hasHiddenCharacters). */
export const cleanText = (value: string): string => value.replace(INVISIBLE_EDGES, "");

/** C0 and C1 control characters (NUL, escape sequences …), tab and line breaks among them. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** The same, less tab and line breaks, which a field of several lines holds. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Bidirectional embeddings, overrides and isolates: typed by nobody, they make text read other than
 * it is ("exe.pdf" shown for "fdp.exe", an audit line reversed). Marks (U+200E, U+200F) are allowed:
 * they are part of writing mixed scripts. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Half of a character: a high surrogate without its low one, or a low one without its high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What a field holding hidden characters (hasHiddenCharacters) is answered, in the browser and by
 * the service alike. */
export const CONTROL_MESSAGE = "Please remove the hidden formatting characters from this field.";

/** Whether a field takes several lines (a message, a description) or one (a name, a title). */
export type Lines = { multiLine?: boolean };
/** A field of several lines (a textarea): an address, a message, a description. */
export const SEVERAL_LINES: Lines = { multiLine: true };

/** Whether text holds what a person cannot see or did not type: control characters (tab and line
 * breaks only where the field has several lines), bidirectional controls, or a broken character.
 * Such text is refused, never cleaned in silence. */
export const hasHiddenCharacters = (value: string, { multiLine = false }: Lines = {}): boolean =>
  (multiLine ? CONTROL_BUT_LINES : CONTROL).test(value) || BIDI_CONTROL.test(value) || LONE_SURROGATE.test(value);
