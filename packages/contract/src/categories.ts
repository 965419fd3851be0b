/** The fixed choices of SPEC §3's records, as the service checks them, the desk offers them and the
 * site sorts by them. */
export const HIGHLIGHT_CATEGORIES = ["Highlight", "Notice"] as const;
export const GALLERY_CATEGORIES = ["PhotoGallery", "RecentActivities", "SportsCorner"] as const;
export const TOPPER_CLASSES = ["X", "XII"] as const;

export type HighlightCategory = (typeof HIGHLIGHT_CATEGORIES)[number];
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export type TopperClass = (typeof TOPPER_CLASSES)[number];
