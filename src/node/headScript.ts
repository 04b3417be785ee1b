// The inline head script (src/head/index.ts and what it imports), bundled and minified by esbuild
// into one script: the modules stay readable, typed and testable, and every page carries a few KB.
// The build puts it into each page's <head> (gatsby-ssr.tsx, through onCreateWebpackConfig's
// define), and the security policy step allows it by the hash of what was written.
import { join } from 'node:path';
import { listMinorVersions } from '../model/versionMarks';
import { loadWebpackHistory } from './webpackHistory';

/** The JavaScript the head script is written down to: browsers from 2020 on run it as it is (the app's scripts need newer ones). */
const TARGET = 'es2020';

export function compileHeadScript(root: string = process.cwd()): string {
  return compileInlineScript('index.ts', root);
}

let releaseRangeScript: string | null = null;

/** The upgrade planner's inline script (src/head/releaseRangePage.ts), for the releases page only; compiled once per process. */
export function compileReleaseRangeScript(root: string = process.cwd()): string {
  releaseRangeScript ??= compileInlineScript('releaseRangePage.ts', root);
  return releaseRangeScript;
}

let configCheckerScript: string | null = null;

/** The configuration checker's inline script (src/head/configCheckerPage.ts), for its page only; compiled once per process. */
export function compileConfigCheckerScript(root: string = process.cwd()): string {
  configCheckerScript ??= compileInlineScript('configCheckerPage.ts', root);
  return configCheckerScript;
}

/** A script of src/head/, with what it imports, as one minified inline script. */
function compileInlineScript(entry: string, root: string): string {
  // Loaded when a build asks for the script: the modules that import this one load in test
  // environments where esbuild cannot run (jsdom).
  const { buildSync } = require('esbuild') as typeof import('esbuild');
  const latest = listMinorVersions(loadWebpackHistory())[0];
  const result = buildSync({
    entryPoints: [join(root, 'src', 'head', entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: TARGET,
    write: false,
    legalComments: 'none',
    define: { __LATEST_WEBPACK_MINOR__: JSON.stringify(latest) },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text.trim();
}
