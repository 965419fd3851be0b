/** The address of the public page that shows a record: its `publicPath` on the site's base address
 * (which may itself end in a path, when the site lives in a folder). */
export function publicUrl(siteUrl: string | undefined, publicPath: unknown): string | null {
  if (!siteUrl || typeof publicPath !== "string" || !publicPath.startsWith("/") || publicPath.startsWith("//"))
    return null;
  try {
    const base = new URL(siteUrl);
    if (base.protocol !== "https:" && base.protocol !== "http:") return null;
    return `${base.origin}${base.pathname.replace(/\/+$/, "")}${publicPath}`;
  } catch {
    return null;
  }
}
