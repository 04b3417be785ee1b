// Unit and component tests. Browser tests run with Playwright (see playwright.config.ts).
const fs = require('node:fs');
const path = require('node:path');

/**
 * A few unified packages publish only an "import" entry, which Jest's resolver does not
 * read; map each to that file (swc then turns it into CommonJS).
 */
function importOnlyPackages() {
  const mapper = {};
  const root = path.join(__dirname, 'node_modules');
  for (const name of fs.readdirSync(root)) {
    const file = path.join(root, name, 'package.json');
    if (name.startsWith('.') || name.startsWith('@') || !fs.existsSync(file)) continue;
    const { exports } = JSON.parse(fs.readFileSync(file, 'utf8'));
    const entry = exports?.['.'] ?? exports;
    if (entry && typeof entry === 'object' && typeof entry.import === 'string' && !entry.require && !entry.default) {
      mapper[`^${name}$`] = path.join(root, name, entry.import);
    }
  }
  return mapper;
}

/**
 * TypeScript, JSX and the ES modules of the unified packages, compiled to CommonJS by swc: Babel
 * took about 35 of the 156 CPU-seconds of a cold Jest run here (a clean clone has no transform
 * cache), swc a few. It types nothing: `tsc --noEmit` is the type check.
 */
const swc = (syntax) => [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax, jsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'classic' } },
    },
    module: { type: 'commonjs' },
  },
];

const transform = {
  '^.+\\.tsx?$': swc('typescript'),
  '^.+\\.(m?js|jsx)$': swc('ecmascript'),
};

const common = {
  transform,
  // The unified ecosystem ships ES modules only; swc turns them into CommonJS for Jest.
  transformIgnorePatterns: [
    '/node_modules/(@babel|react|react-dom|scheduler|@testing-library|jest[^/]*|core-js|typescript)/',
    // webpack and the loaders and plugins the configuration examples are checked with are CommonJS
    // already; compiling them (webpack's schema checkers are large) would double a cold test run.
    '/node_modules/(webpack|webpack-sources|enhanced-resolve|tapable|watchpack|schema-utils|ajv|ajv-keywords|ajv-formats|fast-deep-equal|fast-uri|json-schema-traverse|require-from-string|serialize-javascript|terser|terser-webpack-plugin|copy-webpack-plugin|compression-webpack-plugin|mini-css-extract-plugin|html-webpack-plugin|tinyglobby|fdir|picomatch|glob-parent)/',
  ],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '^supporters-data$': '<rootDir>/src/config/noSupporters.json',
    ...importOnlyPackages(),
  },
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/.cache/', '/__tests__/e2e/', '/__tests__/fixtures/', '<rootDir>/.tmp/'],
  // The webpack releases `npm run sync:webpack-history` keeps: each has a package.json named "webpack".
  // .tmp/ holds whole checkouts (the deploy-test releases, the baseline of `npm run bench:compare`),
  // whose __mocks__ would otherwise stand in for ours.
  modulePathIgnorePatterns: ['<rootDir>/.webpack-releases/', '<rootDir>/.tmp/'],
};

module.exports = {
  // Jest's default is a worker for every core but one: on two cores, one worker, with the main
  // process mostly waiting. A worker a core keeps both cores busy alone, and in `npm test` the
  // second worker takes the core the site builds beside it leave idle in their single-threaded steps.
  maxWorkers: Math.max(2, require('node:os').availableParallelism()),
  // `npm test` runs Jest at the lowest CPU priority beside the builds and the browser tests
  // (scripts/test/run.mjs), so a test may wait for a core: 5 s (Jest's default) is no measure of a hang there.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'model',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/{model,node,scripts,content,architecture}/**/*.test.ts'] },
    {
      ...common,
      displayName: 'components',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/__tests__/components/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setupComponents.ts'],
    },
  ],
};
