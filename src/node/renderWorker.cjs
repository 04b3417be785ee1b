// A worker thread of renderPool.ts: renders the content files sent by the build, one at a time
// (a render awaits, and starting every queued file at once would hold all their trees in memory).
// The build code is TypeScript, compiled by tsx as it is required (a dev dependency, always there to build).
require('tsx/cjs/api').register();
const { parentPort } = require('node:worker_threads');
const { renderContentFile } = require('./renderContentFile.ts');
// A content error loses its class on the way to the build: it goes as the message the writer reads,
// marked as the file's fault; any other error (the build code's) goes with its stack.
const { describeContentError, isContentError } = require('./contentFiles.ts');

let queue = Promise.resolve();
parentPort.on('message', ({ id, source }) => {
  queue = queue.then(() =>
    renderContentFile(source).then(
      (result) => parentPort.postMessage({ id, result }),
      (error) =>
        parentPort.postMessage({
          id,
          error: isContentError(error) ? { content: true, message: describeContentError(error) } : { content: false, message: String(error?.message ?? error), stack: error?.stack },
        }),
    ),
  );
});
