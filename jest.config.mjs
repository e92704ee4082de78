/** Two projects: the web app's unit tests and the backend's integration tests (real PGlite / PostgreSQL). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  // ES-module-only packages ship .mjs files (d3-geo): compiled like the sources when not ignored below.
  transform: { '^.+\\.(t|j)sx?$': swc, '/node_modules/.+\\.mjs$': swc },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/lib/testing/empty.ts' },
  testEnvironment: 'node',
  // No "soft" deletion of a test file's globals when it ends (Jest 30's default): a write to one of them
  // afterwards (a late callback of the file's own work) recursed in Jest's setter until the stack
  // overflowed, failing a backend suite whose tests had all passed (CI on fa158f9: account and media).
  testEnvironmentOptions: { globalsCleanup: 'off' },
};

const config = {
  // Global (Jest ignores it per project): PGlite start-up plus migrations can take seconds on a busy machine.
  testTimeout: 60000,
  // Every core (Jest's default leaves one free): the backend suites are CPU-bound PGlite work, and on a
  // two-core machine the second worker takes the whole run from about 170 s to about 130 s.
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'web',
      // scripts/**/*.test.mjs: the production web server's modules, run as native ES modules.
      testMatch: ['<rootDir>/{lib,components,messages,app}/**/*.test.{ts,tsx}', '<rootDir>/scripts/**/*.test.mjs'],
      // next-intl, the map's d3-geo / topojson-client and the backend's p-limit (the BFF's bad-input suite
      // runs the real backend) ship ESM only: compile them to CommonJS for Jest.
      transformIgnorePatterns: ['/node_modules/(?!(next-intl|use-intl|@formatjs|icu-minify|d3-geo|d3-array|internmap|topojson-client|p-limit|yocto-queue)/)'],
    },
    {
      ...common,
      displayName: 'backend',
      testMatch: ['<rootDir>/backend/**/*.test.ts'],
      // light-my-request (app.inject) requires cookie 2, and the pictures use p-limit 7: ESM only, compiled to CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!(cookie|p-limit|yocto-queue)/)'],
    },
  ],
};

export default config;
