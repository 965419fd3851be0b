/** The address of an attachment where `pictures` gives them: an id at `{pictures}/{id}`; a stored
 * path (it has a slash or a file extension) through `{pictures}?url=`. Apart from src/client/images.ts,
 * which reads the site's configuration, so that the item pages' head script can take it alone
 * (itemCover.ts). */
export function pictureAddress(pictures: string, ref: string): string {
  return /[/.]/.test(ref) ? `${pictures}?url=${encodeURIComponent(ref)}` : `${pictures}/${encodeURIComponent(ref)}`;
}
