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
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/lib/testing/empty.ts' },
  testEnvironment: 'node',
};

const config = {
  // Global as well: Jest applies a project's testTimeout to tests but not always to beforeAll hooks (seeding a database).
  testTimeout: 60000,
  projects: [
    {
      ...common,
      displayName: 'web',
      testMatch: ['<rootDir>/{lib,components,messages,app}/**/*.test.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'backend',
      testMatch: ['<rootDir>/backend/**/*.test.ts'],
      // light-my-request (app.inject) requires cookie 2, which is ESM-only: compile it to CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
      testTimeout: 60000,
    },
  ],
};

export default config;
