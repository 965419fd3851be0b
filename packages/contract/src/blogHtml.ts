/** What a blog post's HTML may hold: the service stores nothing else (content-service/src/desk/
 * sanitizeBlog.ts), and the public site shows nothing else (src/lib/safeHtml.ts), whoever wrote the
 * answer it reads. */
export const BLOG_HTML = {
  /** Headings, paragraphs, lists, emphasis, quotations, tables, links and pictures. */
  tags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "blockquote",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  /** The attributes each tag keeps; every other attribute goes. */
  attributes: {
    a: ["href", "title"],
    img: ["src", "alt", "width", "height"],
    th: ["scope"],
    td: ["colspan", "rowspan"],
  } as Record<string, string[]>,
  /** The schemes a link may lead to; a relative address is kept. */
  linkSchemes: ["http", "https", "mailto"],
  /** The schemes a picture may load from. */
  imageSchemes: ["http", "https"],
} as const;
