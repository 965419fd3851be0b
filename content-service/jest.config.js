/**
 * Jest for the content service and its desk, TypeScript through Babel (jest-preprocess.js): the
 * service's tests in Node, the desk's in jsdom, and the service's life on a PostgreSQL server that
 * goes away (`postgres`: each file starts a cluster of its own, so the run on PostgreSQL leaves
 * them out), and the deployment recipe (`deploy`: deploy/'s files in real nginx, varnishd and
 * systemd-analyze, which .ci/run installs). `node scripts/withPostgres.mjs npx jest
 * --selectProjects service` runs the service's on PostgreSQL (`npm run test:postgres`).
 */
const shared = {
  rootDir: __dirname,
  // scripts/*.mjs (the throw-away PostgreSQL cluster) too: ES modules, made CommonJS for Jest.
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "jsx", "json", "node"],
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
      displayName: "postgres",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/postgres/**/*.test.[jt]s?(x)"],
    },
    {
      ...shared,
      displayName: "deploy",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/deploy/**/*.test.[jt]s?(x)"],
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
