/** React 18's streaming renderer, which Gatsby 5 uses for every page, sends its whole 2 KB buffer
 * when a multi-byte character (©, –, ₹) does not fit at its end, so the unwritten bytes reach the
 * HTML as U+0000 just before that character (facebook/react#31134, fixed only in React 19). The
 * character itself follows intact, and no page means a NUL, so removing them restores the HTML
 * React meant to write. */
export const withoutStreamNulBytes = (html: string): string => html.replaceAll("\u0000", "");
