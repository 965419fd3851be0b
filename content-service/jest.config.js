/**
 * Jest for the content service and its desk, TypeScript through Babel (jest-preprocess.js): the
 * service's tests in Node, the desk's in jsdom, and the service's life on a PostgreSQL server that
 * goes away (`postgres`: each file starts a cluster of its own, so the run on PostgreSQL leaves
 * them out), and the deployment recipe (`deploy`: deploy/'s files in real nginx, varnishd and
 * systemd-analyze, which .ci/run installs). `node scripts/withPostgres.mjs npx jest
 * --selectProjects service` runs the service's files listed in ON_POSTGRES on PostgreSQL
 * (`npm run test:postgres`).
 */

/**
 * The service's test files that run again on PostgreSQL (when TEST_POSTGRES_URL names a cluster):
 * those whose subject is what the database does (content-service/src/db/), where SQLite and
 * PostgreSQL can answer differently: the migrations, row-level security and each school's scope,
 * one file for each store of rows, and one end-to-end pass of the public API. Every other file
 * tests what the service does above those stores (validation, files and PDFs, headers, processes),
 * which is the same code on either.
 */
const ON_POSTGRES = {
  api: "the public API end to end",
  migrations: "the migrations, and a new database made and seeded at the current schema",
  schools: "each school's rows kept apart, and row-level security against an unsigned school setting",
  "school-sites": "each school's site address, changed by an owner's request under row-level security",
  "certificate-lookups": "the lookup limit's rows, shared by instances and hidden from a connection of no school",
  rateLimitHits: "the shared rate-limit windows: upserts and the end of a window worked out in SQL",
  signInThrottle: "the sign-in throttle's and the trusted devices' rows",
  "sign-in-under-attack": "guesses sent at once, counted in the throttle's rows by concurrent transactions",
  "desk-audit": "the audit log's rows and its search by the titles they recorded",
  "desk-conflicts": "versions compared in the database, and two saves at the same moment (transactions)",
  retention: "deletions by age, with the date arithmetic in SQL",
  backup: "a backup of a running service (pg_dump) restored with pg_restore",
  seed: "a reseed that replaces the sample content and keeps the desk's",
  caching: "the content version: PRAGMA data_version on SQLite, triggers and LISTEN on PostgreSQL",
  "desk-records": "the content store's writes: every kind created, read, updated and deleted",
  "desk-home-counts": "counts by date, day and kind worked out in SQL",
  intake: "the stored submissions and the résumé bytes each address sent in a day",
  inbox: "the submissions read by the console command",
  certificates: "the transfer certificates' rows and their lookup paths",
  "desk-staff": "the staff accounts' rows",
  "desk-auth": "the sessions' rows",
  observability: "the database's pool and change notifications in the metrics",
  readiness: "the database's health probe",
  "push-subscriptions": "each school's push subscriptions: kept, renewed by their endpoint and swept by age",
  "webp-copies-cli": "photos found by their copies' names, and their copies named anew by a conditional update",
};
const onPostgres = Boolean(process.env.TEST_POSTGRES_URL);

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
  // One temporary folder for the run's files, removed at its end (__tests__/runFolder.ts).
  globalSetup: "<rootDir>/__tests__/runFolderSetup.ts",
  globalTeardown: "<rootDir>/__tests__/runFolderTeardown.ts",
  // A service test that starts a service or two and sends it files takes 1-2 s, and over Jest's 5 s
  // while the type-check, the linters and the other Jest runs keep both cores busy.
  testTimeout: 15_000,
  projects: [
    {
      ...shared,
      displayName: "service",
      testEnvironment: "node",
      testMatch: onPostgres
        ? Object.keys(ON_POSTGRES).map((name) => `<rootDir>/__tests__/service/${name}.test.ts`)
        : ["<rootDir>/__tests__/service/**/*.test.[jt]s?(x)"],
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
