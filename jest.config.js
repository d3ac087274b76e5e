/** Jest runs TypeScript through ts-jest (transpile only: `npm test` type-checks everything, tests included, with tsc first). */
const tsJest = ['ts-jest', { isolatedModules: true, tsconfig: { module: 'commonjs', moduleResolution: 'node10', esModuleInterop: true, target: 'ES2022', verbatimModuleSyntax: false, allowJs: true } }];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': tsJest,
    // @colyseus/core's router requires rou3, which ships as ESM only: compile it to CommonJS.
    '^.+\\.mjs$': tsJest,
  },
  transformIgnorePatterns: ['/node_modules/(?!rou3/)'],
  testTimeout: 60000,
  // A browser test can leave a socket of its closed server open for up to a minute; the run
  // must end when the tests have, not wait for it.
  forceExit: true,
};
