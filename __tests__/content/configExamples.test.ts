// Every webpack configuration shown in the docs is valid for webpack 5: each example runs in a
// sandbox and what it exports goes through webpack's own `validate`, and loader and plugin
// options through the package's own schema. Blocks marked `validate=false` are counted, not run.
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { findConfigExamples } from '../../src/model/configExamples';
import { listContentFiles } from '../../src/node/contentFiles';
import { evaluateExample, optionChecks, validateConfig } from './configSandbox';
import { parseCached } from './parseCached';

jest.setTimeout(120_000);

it('validates every configuration example with webpack', async () => {
  let found = 0;
  let validated = 0;
  const skipped: string[] = [];
  const failures: string[] = [];
  for (const { absolutePath, path } of listContentFiles()) {
    const raw = readFileSync(absolutePath, 'utf8');
    const { content } = matter(raw);
    // Lines of the front matter, so a failure names the line of the fence in the file.
    const offset = raw.slice(0, raw.length - content.length).split('\n').length - 1;
    for (const example of findConfigExamples(parseCached(content))) {
      found += 1;
      const where = `content/${path}:${example.line + offset} (${example.title ?? 'untitled'})`;
      if (example.skipped) {
        skipped.push(where);
        continue;
      }
      try {
        for (const config of await evaluateExample(example.code, example.language)) validateConfig(config);
        validated += 1;
      } catch (error) {
        failures.push(`${where}\n  ${String((error as Error).message ?? error).split('\n').slice(0, 6).join('\n  ')}`);
      }
    }
  }
  // eslint-disable-next-line no-console
  console.log(
    `configuration examples: ${found} found, ${validated} validated, ${skipped.length} skipped by mark (validate=false), ${failures.length} failed` +
      `\noptions checked with the package's own schema: ${Object.entries(optionChecks)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}` +
      (failures.length ? `\n\n${failures.join('\n\n')}` : ''),
  );
  expect(found).toBe(validated + skipped.length + failures.length);
  expect(failures).toEqual([]);
});
