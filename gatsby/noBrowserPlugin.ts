/** Stands in the production bundle for Gatsby's internal Partytown plugin, whose browser code runs
 * in development only (gatsby/onCreateWebpackConfig.ts). It offers no browser API. */
export {};
