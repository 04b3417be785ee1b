// Unit and component tests. Browser tests run with Playwright (see playwright.config.ts).
const transform = {
  '^.+\\.[jt]sx?$': [
    'babel-jest',
    {
      babelrc: false,
      configFile: false,
      presets: [
        ['@babel/preset-env', { targets: { node: 'current' } }],
        ['@babel/preset-react', { runtime: 'classic' }],
        '@babel/preset-typescript',
      ],
    },
  ],
};

const common = {
  transform,
  // The unified ecosystem ships ES modules only; Babel turns them into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(@babel|react|react-dom|scheduler|@testing-library|jest[^/]*|core-js|typescript)/'],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy', '^supporters-data$': '<rootDir>/src/config/noSupporters.json' },
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/.cache/', '/__tests__/e2e/', '/__tests__/fixtures/'],
};

module.exports = {
  projects: [
    { ...common, displayName: 'model', testEnvironment: 'node', testMatch: ['<rootDir>/__tests__/{model,node,scripts,content}/**/*.test.ts'] },
    {
      ...common,
      displayName: 'components',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/__tests__/components/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setupComponents.ts'],
    },
  ],
};
