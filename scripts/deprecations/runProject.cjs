// Runs the small projects of a deprecation example one after the other with the installed webpack
// and writes, as JSON into <result file>, the deprecation warnings each made webpack emit and its
// errors, if any (not on stdout: the example's own code may print there).
// Usage: NODE_PATH=<project>/node_modules node --no-warnings runProject.cjs <result file> <folder>...
// Each folder holds webpack.config.js (built with webpack's Node API, as the CLI would) or build.js
// (a script using the Node API itself). Node emits each code once per process, so the caller puts
// the project that must emit nothing first: a code it emitted is then seen, not swallowed later.
'use strict';
const { existsSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const [resultFile, ...dirs] = process.argv.slice(2);
const results = [];
let current = null;
process.on('warning', (warning) => {
  if (current && warning.name === 'DeprecationWarning' && /^DEP_WEBPACK_/.test(warning.code ?? '')) {
    current.warnings.push({ code: warning.code, message: warning.message });
  }
});

/** Runs a folder's project; resolves once it is done and its warnings have been delivered. */
function runFolder(dir) {
  current = { warnings: [], errors: [] };
  results.push(current);
  const result = current;
  process.chdir(dir);
  return new Promise((done) => {
    // A warning is delivered on a later tick than the call that emits it: give it one turn of the loop.
    const finish = () => setImmediate(done);
    try {
      if (existsSync(join(dir, 'build.js'))) {
        // A script is done when it has nothing left to do; its returned promise, if any, is awaited.
        Promise.resolve(require(join(dir, 'build.js')))
          .catch((error) => result.errors.push(error.stack ?? String(error)))
          .then(() => waitForIdle(finish));
        return;
      }
      const webpack = require('webpack');
      const exported = require(join(dir, 'webpack.config.js'));
      const config = typeof exported === 'function' ? exported({}, {}) : exported;
      const compiler = webpack(config);
      compiler.run((error, stats) => {
        if (error) result.errors.push(error.stack ?? String(error));
        else if (stats.hasErrors()) result.errors.push(stats.toString('errors-only'));
        compiler.close((closeError) => {
          if (closeError) result.errors.push(String(closeError));
          finish();
        });
      });
    } catch (error) {
      result.errors.push(error.stack ?? String(error));
      finish();
    }
  });
}

/** The standard streams, which stay open all along, are not the script's work. */
const STREAMS = new Set(['PipeWrap', 'TTYWrap']);

/** Calls back once nothing the script started is left: no file request, socket, timer or watcher. */
function waitForIdle(callback) {
  const check = () => {
    const open = process.getActiveResourcesInfo().filter((kind) => !STREAMS.has(kind));
    // Inside a timer's callback that timer still counts, once.
    open.splice(open.indexOf('Timeout'), 1);
    if (open.length) setTimeout(check, 20);
    else callback();
  };
  setTimeout(check, 20);
}

(async () => {
  for (const dir of dirs) await runFolder(dir);
  writeFileSync(resultFile, JSON.stringify(results));
})();
