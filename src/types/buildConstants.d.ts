/** site.yaml's school code, put in by the build (gatsby/onCreateWebpackConfig.ts) and by the Jest set-up. */
declare const __SCHOOL_CODE__: string;

/** src/lib/itemCover.ts bundled as a script that sets the variable `itemCover` (gatsby/itemCoverScript.ts),
 * put in by the build (gatsby/onCreateWebpackConfig.ts) and by jest.config.js. */
declare const __ITEM_COVER_SCRIPT__: string;
