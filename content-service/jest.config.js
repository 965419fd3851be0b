/**
 * Jest for the content service and its desk, TypeScript through Babel (jest-preprocess.js): the
 * service's tests in Node, the desk's in jsdom. `node scripts/withPostgres.mjs npx jest
 * --selectProjects service` runs the service's on PostgreSQL (`npm run test:postgres`).
 */
const shared = {
  rootDir: __dirname,
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  modulePathIgnorePatterns: ["<rootDir>/.data", "<rootDir>/desk/dist"],
  // `feed` and `content-disposition` (which @fastify/static needs, at any depth) ship ES modules
  // only; Babel turns them into CommonJS for Jest.
  transformIgnorePatterns: ["node_modules/(?!(feed|content-disposition)/)(?!.*node_modules/content-disposition/)"],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "service",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/service/**/*.test.[jt]s?(x)"],
      // Seeds one data folder for the whole run; services in tests start on copies of it.
      globalSetup: "<rootDir>/__tests__/globalSetup.ts",
    },
    {
      ...shared,
      displayName: "desk",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/__tests__/desk/**/*.test.[jt]s?(x)"],
      setupFiles: ["<rootDir>/__tests__/deskSetup.ts"],
    },
  ],
};
