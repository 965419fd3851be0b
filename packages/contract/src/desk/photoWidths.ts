/** The widths of the smaller copies the service keeps of every published photo (`?w=` asks for one),
 * which the site's srcsets offer and the desk's thumbnails take. */
export const PHOTO_WIDTHS = [480, 960] as const;
