
/** Markdown from content/pages, turned into HTML at build time by gatsby-transformer-remark.
 * It is written by the school's own staff in reviewed pull requests, not by visitors. */
export function MarkdownBody({ html }: { html: string }) {
  if (!html.trim()) return null;
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
