// One jest run, one project per package (docs/architecture.md#tests), transformed by @swc/jest; jest.config.js because ts-node fails here.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }];
// ESM-only packages that jest must transform (react-calendar and its deps join this list later).
const esmPackages = ['react-calendar', 'get-user-locale', 'memoize', 'mimic-function', '@wojtekmaj', 'warning'].join('|');

const web = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleNameMapper: {
    '\\.css\\?inline$': '<rootDir>/../mfe-shared/test/style-text-stub.js',
    '\\.(css|scss)$': '<rootDir>/../mfe-shared/test/style-stub.js',
    '\\.(svg|png|jpe?g|woff2?)$': '<rootDir>/../mfe-shared/test/file-stub.js',
    '^mfe-shared$': '<rootDir>/../mfe-shared/src/index.ts',
    '^mfe-shared/(schemas|ui|forms|format|domain|wizard|router)$': '<rootDir>/../mfe-shared/src/$1/index.ts',
  },
  setupFiles: ['<rootDir>/../mfe-shared/test/text-encoding.ts'],
  setupFilesAfterEnv: ['<rootDir>/../mfe-shared/test/setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
});

module.exports = {
  projects: [
    web('mfe-shared'),
    web('shell'),
    web('mfe-search'),
    web('mfe-appeal'),
    web('mfe-meeting'),
    web('mfe-office'),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: '<rootDir>/test/support/api-environment.js',
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: { '^mfe-shared/schemas$': '<rootDir>/../mfe-shared/src/schemas/index.ts' },
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      // pglite-*.test.ts test the embedded engine itself (its pool, its durability): the PostgreSQL run has nothing of theirs to test.
      testPathIgnorePatterns: process.env.DATABASE_URL ? ['/node_modules/', '/test/pglite-[^/]*\\.test\\.ts$'] : ['/node_modules/'],
      setupFilesAfterEnv: ['<rootDir>/test/support/time-limit.ts', '<rootDir>/test/support/keep-databases.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
    },
  ],
};
