/** Jest set-up for a Gatsby site, as in Gatsby's unit-testing guide, with TypeScript through Babel. */
const { require: tsxRequire } = require("tsx/cjs/api");

// The item pages' picture script, which the build puts into the client (gatsby/onCreateWebpackConfig.ts),
// bundled here: esbuild cannot run inside jsdom.
const { itemCoverScript } = tsxRequire("./gatsby/itemCoverScript.ts", __filename);

module.exports = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga|pdf)$":
      "<rootDir>/__mocks__/file-mock.js",
  },
  // The root is scanned so that __mocks__/gatsby.js (beside node_modules) replaces the gatsby module.
  roots: ["<rootDir>"],
  // The site's tests; the content service and its desk have their own (content-service/jest.config.js).
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
  modulePathIgnorePatterns: ["<rootDir>/public", "<rootDir>/.cache", "<rootDir>/content-service/.data"],
  // Gatsby's packages, `feed` and `content-disposition` (which the API page's static files need, at
  // any depth) ship ES modules only; Babel turns them into CommonJS for Jest.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|feed|content-disposition)/)" +
      "(?!.*node_modules/content-disposition/)",
  ],
  globals: { __PATH_PREFIX__: "", __ITEM_COVER_SCRIPT__: itemCoverScript() },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
