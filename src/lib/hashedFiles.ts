/** The files of a build that never change under their name, so that a browser may keep them for a
 * year: Gatsby's scripts and stylesheets, named by a hash of their content. */
export const IMMUTABLE_ASSET = /[.-][0-9a-f]{16,}\.(js|css)$/;

export const IMMUTABLE = "public, max-age=31536000, immutable";
