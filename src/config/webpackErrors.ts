// The errors and warnings page: one entry per error or warning class of webpack's lib/errors/
// (the list is read from the locked webpack at build time, src/node/webpackErrors.ts).

/** The page, below content/, with an entry per class. */
export const ERRORS_PAGE = 'api/errors.mdx';

/**
 * Errors a reader meets that are not classes of webpack's lib/errors/, by the heading of their
 * entry, with where they come from.
 */
export const ERROR_CLASSES_OUTSIDE_LIB: Readonly<Record<string, string>> = {
  ValidationError: "schema-utils, which webpack() uses to check a configuration against webpack's schema",
};

/**
 * The messages readers meet most (webpack.js.org #34, and the issues of plugin and app
 * repositories), by the id of their entry's heading: each must show a project that prints the
 * message and the same project fixed.
 */
export const COMMON_ERRORS: readonly string[] = [
  'modulenotfounderror',
  'modulenotfounderror/a-missing-file',
  'modulenotfounderror/a-nodejs-core-module',
  'modulenotfounderror/a-request-that-is-not-fully-specified',
  'modulenotfounderror/the-browser-field',
  'moduleparseerror',
  'criticaldependencywarning',
  'esmlinkingerror',
  'esmlinkingerror/a-name-the-module-does-not-export',
  'esmlinkingerror/a-named-import-from-a-json-file',
  'validationerror',
  'assetsoversizelimitwarning',
  'entrypointsoversizelimitwarning',
  'webpackerror/conflict-multiple-chunks-emit-assets-to-the-same-filename',
  'nomodewarning',
  'environmentnotsupportasyncwarning',
];
