/** Jest runs TypeScript through ts-jest (transpile only; `npm run typecheck` checks types). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { isolatedModules: true, tsconfig: { module: 'commonjs', moduleResolution: 'node10', esModuleInterop: true, target: 'ES2022', verbatimModuleSyntax: false } }],
  },
  testTimeout: 60000,
};
