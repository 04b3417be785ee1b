// Runs the small example projects of the deprecations and errors pages one after the other with
// the installed webpack, in this one process, and writes, as JSON into <result file> (not on
// stdout: the example's own code may print there), for each: the deprecation warnings it made
// webpack emit; its failures (a thrown error, a build with errors); what webpack printed of its
// errors and warnings, as the CLI prints them, the project's folder shown as /my-app; and the
// class of each of those errors and warnings.
// Usage: NODE_PATH=<project>/node_modules node runProject.cjs <result file> <folder>...
//        (<result file> "-": the result is printed, for a writer trying a project.)
// Each folder holds webpack.config.js (built with webpack's Node API, as the CLI would) or build.js
// (a script using the Node API itself).
//
// webpack emits its deprecation warnings through Node's util.deprecate, which prints a code once
// per process. Here it is replaced, before webpack is loaded, by one that records every call under
// the project that made it, with the message and code webpack passed: so one process can run every
// project, and a code one project emits cannot hide it in the next (the "after" projects of
// entries that share a code, for instance).
'use strict';
const util = require('node:util');
const { existsSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const [resultFile, ...dirs] = process.argv.slice(2);
const results = [];
let current = null;

util.deprecate = function deprecate(fn, message, code) {
  function deprecated(...args) {
    if (current && /^DEP_(WEBPACK|MODULE_TEMPLATE)_/.test(code ?? '')) current.warnings.push({ code, message });
    return new.target ? Reflect.construct(fn, args, new.target) : fn.apply(this, args);
  }
  // As Node's own wrapper: the deprecated function keeps fn's static members and prototype.
  Object.setPrototypeOf(deprecated, fn);
  if (fn.prototype) deprecated.prototype = fn.prototype;
  return deprecated;
};
/**
 * An error or warning by its name, with every class it is or wraps: webpack reports a loader's or a
 * dependency's error inside a ModuleBuildError or ModuleDependencyError, which keeps it as `error`,
 * and a few classes carry a name of their own (LoaderLoadingError is "LoaderRunnerError").
 */
function describeProblem(kind, item) {
  const classes = new Set();
  for (let inner = item, depth = 0; inner && depth < 6; inner = inner.error, depth++) {
    if (inner.constructor && inner.constructor.name) classes.add(inner.constructor.name);
    if (inner.name) classes.add(inner.name);
  }
  return { kind, name: item.name, classes: [...classes] };
}

/** A project that has not finished in this time is stuck (a watcher left open, a promise never settled). */
const PROJECT_TIMEOUT_MS = 30_000;

/** Runs a folder's project; resolves once it is done, or has taken too long. */
function runFolder(dir) {
  current = { warnings: [], errors: [], printed: '', reported: [] };
  results.push(current);
  const result = current;
  process.chdir(dir);
  return new Promise((done) => {
    const timer = setTimeout(() => {
      result.errors.push(`the project did not finish within ${PROJECT_TIMEOUT_MS / 1000} s`);
      done();
    }, PROJECT_TIMEOUT_MS);
    timer.unref();
    const finish = () => {
      clearTimeout(timer);
      done();
    };
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
        if (error) {
          result.errors.push(error.stack ?? String(error));
          result.printed = String(error.message ?? error);
        } else {
          const compilations = stats.stats ?? [stats];
          result.reported = compilations.flatMap((one) => [
            ...one.compilation.errors.map((item) => describeProblem('error', item)),
            ...one.compilation.warnings.map((item) => describeProblem('warning', item)),
          ]);
          result.printed = stats.toString({ preset: 'errors-warnings', colors: false });
          if (stats.hasErrors()) result.errors.push(stats.toString('errors-only'));
        }
        compiler.close((closeError) => {
          if (closeError) result.errors.push(String(closeError));
          finish();
        });
      });
    } catch (error) {
      result.errors.push(error.stack ?? String(error));
      result.printed = String(error.message ?? error);
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
    const own = open.indexOf('Timeout');
    if (own >= 0) open.splice(own, 1);
    if (open.length) setTimeout(check, 20);
    else callback();
  };
  setTimeout(check, 20);
}

(async () => {
  for (const dir of dirs) {
    await runFolder(dir);
    // The project's folder as a reader's would read. Node 21 and later add the line and column to a
    // JSON parse error's position ("at position 116 (line 5 column 3)"); Node 20 does not.
    const result = results[results.length - 1];
    result.printed = result.printed.split(dir).join('/my-app').replace(/( at position \d+) \(line \d+ column \d+\)/g, '$1');
  }
  if (resultFile === '-') process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
  else writeFileSync(resultFile, JSON.stringify(results));
  // Whatever a project left running (a stuck one's watcher) ends with the process.
  process.exit(0);
})();
