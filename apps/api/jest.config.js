/** Integration tests boot the whole app against real PostgreSQL and Redis (see test/global-setup.mjs). */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2023',
          keepClassNames: true,
        },
        module: { type: 'commonjs', ignoreDynamic: true },
      },
    ],
  },
  moduleNameMapper: { '^@pod/shared$': '<rootDir>/../../packages/shared/src/index.ts' },
  globalSetup: '<rootDir>/test/global-setup.mjs',
  setupFiles: ['<rootDir>/test/worker-redis.js'],
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 60_000,
  reporters: ['default', '<rootDir>/test/summary-reporter.js'],
};
