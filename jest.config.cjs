// One jest run over the browser-side packages (shared, shell and the four remotes).
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];
const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@portal|@module-federation))'],
  setupFilesAfterEach: undefined,
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.cjs'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/../jest.asset-stub.cjs' },
});
module.exports = {
  projects: ['shared', 'shell', 'mfe-plan-data', 'mfe-scenarios', 'mfe-admin', 'mfe-integrations'].map((n) => {
    const p = project(n);
    delete p.setupFilesAfterEach;
    return p;
  }),
};
