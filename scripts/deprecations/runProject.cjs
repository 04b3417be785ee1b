// Runs one small project of a deprecation example with the installed webpack and writes, as JSON
// into <result file>, the deprecation warnings webpack emitted and the build's errors, if any
// (not on stdout: the example's own code may print there).
// Usage: NODE_PATH=<project>/node_modules node --no-warnings runProject.cjs <folder> <result file>
// The folder holds webpack.config.js (built with webpack's Node API, as the CLI would) or build.js
// (a script using the Node API itself). Node emits each code once per process, so every project
// runs in a process of its own.
'use strict';
const { existsSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const [dir, resultFile] = process.argv.slice(2);
const warnings = [];
const errors = [];
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && /^DEP_WEBPACK_/.test(warning.code ?? '')) {
    warnings.push({ code: warning.code, message: warning.message });
  }
});
// 'beforeExit' comes once nothing is left to do: the build closed, or the script finished.
process.once('beforeExit', () => {
  writeFileSync(resultFile, JSON.stringify({ warnings, errors }));
});
process.chdir(dir);

try {
  if (existsSync(join(dir, 'build.js'))) {
    require(join(dir, 'build.js'));
  } else {
    const webpack = require('webpack');
    const exported = require(join(dir, 'webpack.config.js'));
    const config = typeof exported === 'function' ? exported({}, { mode: undefined }) : exported;
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      if (error) errors.push(error.stack ?? String(error));
      else if (stats.hasErrors()) errors.push(stats.toString('errors-only'));
      compiler.close((closeError) => {
        if (closeError) errors.push(String(closeError));
      });
    });
  }
} catch (error) {
  errors.push(error.stack ?? String(error));
}
