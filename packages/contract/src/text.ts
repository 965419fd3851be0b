/** Text as people type it into the forms and the desk. Nothing here may import Node modules: the
 * site and the desk bundle it. */

/** Characters that show nothing: Unicode white space, the default-ignorable format characters
 * (soft hyphen, zero-width space and joiners, bidi marks, word joiner, variation selectors, BOM,
 * Hangul fillers, tag characters) and the blank Braille pattern. Written as ranges rather than
 * \p{…} classes so the browser bundle stays small. */
const INVISIBLE =
  "[\\s\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u202A-\\u202E" +
  "\\u2060-\\u206F\\u2800\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0]|\\uDB40[\\uDC00-\\uDC7F]";
// eslint-disable-next-line no-misleading-character-class -- the variation selectors are listed alone on purpose
const INVISIBLE_EDGES = new RegExp(`^(?:${INVISIBLE})+|(?:${INVISIBLE})+$`, "g");

/** Bidirectional embeddings, overrides and isolates: typed by nobody, they make stored text read
 * other than it is ("exe.pdf" shown for "fdp.exe"). Marks (U+200E, U+200F) stay: they are part of
 * writing mixed scripts. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** A value without bidirectional controls and without what cannot be seen at either end: text
 * made only of invisible characters becomes empty, so it fails a required check. Other characters
 * inside the text are kept (a zero-width joiner is part of some Bengali and Hindi words). */
export const cleanText = (value: string): string => value.replace(BIDI_CONTROLS, "").replace(INVISIBLE_EDGES, "");
