/** site.yaml's school code, put in by the build (gatsby/onCreateWebpackConfig.ts) and by the Jest set-up. */
declare const __SCHOOL_CODE__: string;
