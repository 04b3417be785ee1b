// The class reference pages against the locked webpack's types: members described per class, and
// the TypeScript examples compiled (`tsc --noEmit` with webpack's types; `npm test` runs the same).
// Usage: npm run check:class-reference   (exit code 1 when an example does not compile)
import { readClassPages } from '../src/node/classReference';
import { compileExamples } from '../src/node/compileExamples';

const pages = readClassPages();
let [total, described] = [0, 0];
for (const page of pages) {
  total += page.total;
  described += page.described;
  console.log(`${page.className}: ${page.described}/${page.total} described, ${page.examples.length} example(s)${page.undescribed.length ? `; not described: ${page.undescribed.join(', ')}` : ''}`);
}
const examples = pages.flatMap((page) => page.examples);
const problems = compileExamples(examples);
console.log(`\nMembers described: ${described}/${total}. Examples: ${examples.length}, ${problems.length ? `${new Set(problems.map((p) => p.label)).size} do not compile` : 'all compile'}.`);
for (const { label, line, message } of problems) console.log(`✖ ${label}, line ${line} of the example: ${message}`);
if (problems.length) process.exitCode = 1;
