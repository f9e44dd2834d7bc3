// One jest run for the whole monorepo: one project per workspace, all transformed by SWC.
// Front-end workspaces run in jsdom, the server side in node.
const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
};
const browser = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-club', 'mfe-events', 'mfe-content', 'mfe-backoffice', 'shared-ui', 'platform'];
const server = ['contracts', 'bff'];

const project = (name, env) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: env,
  transform,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFiles: env === 'jsdom' ? ['<rootDir>/../jest.polyfills.ts'] : [],
  setupFilesAfterEnv: env === 'jsdom' ? ['<rootDir>/../jest.setup.ts'] : [],
  // Asset imports are URLs in the build (pictures: /images/<name>.<hash>.<ext>).
  moduleNameMapper: { '\\.(css)$': '<rootDir>/../jest.style-stub.js', '\\.(svg|png|webp|webm|mp4|woff2?)$': '<rootDir>/../jest.file-stub.js' },
});

module.exports = {
  // No test waits on a clock of its own (timings are measured in `npm run bench`): the limit only says
  // when a test has hung. Jest's 5 s default failed a test of a few hundred requests on a machine
  // running five times slower than usual; a hung test still fails, 15 s later.
  testTimeout: 15_000,
  projects: [...browser.map((n) => project(n, 'jsdom')), ...server.map((n) => project(n, 'node'))],
};
