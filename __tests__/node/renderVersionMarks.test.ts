import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minorOf, type WebpackHistory } from '../../src/model/webpackHistory';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const history = JSON.parse(readFileSync(join(process.cwd(), 'content/data/webpack-history.json'), 'utf8')) as WebpackHistory;
const latest = minorOf(history.releases[history.releases.length - 1].version);

/** Each page's HTML as the build renders it, with the committed webpack history, from one process. */
function render(pages: { page: string; source: string }[]): string[] {
  return JSON.parse(execFileSync(tsx, [join(__dirname, 'renderMdxCli.ts'), '--many'], { input: JSON.stringify(pages), encoding: 'utf8' })) as string[];
}

describe('version marks from the webpack history, and old ids', () => {
  let options = '';
  let hooks = '';
  let guide = '';
  let rules = '';
  let deprecations = '';
  beforeAll(() => {
    [options, hooks, guide, rules, deprecations] = render([
      { page: 'configuration/output.mdx', source: '## output.allowOutside\n\nText.\n\n## output.path\n\nText.\n\n## Naming files\n\nText.\n' },
      { page: 'api/compilation-hooks.mdx', source: '### chunkHashDependencies\n\nText.\n\n### optimizeChunkAssets\n\nText.\n' },
      { page: 'guides/caching.mdx', source: '## output.allowOutside\n\nText.\n' },
      { page: 'configuration/module.mdx', source: '## module.rules\n\nText.\n\n### Conditions\n\nText.\n' },
      { page: 'api/deprecations.mdx', source: '## DEP_WEBPACK_MULTI_COMPILER_DONE_CALL\n\nText.\n' },
    ]);
  }, 60_000);

  it('puts the release that added an option in its heading, read out as text, without changing its id', () => {
    expect(options).toMatch(
      /<h2 id="outputallowoutside">output\.allowOutside<span class="[^"]*Badge-module--badge[^"]*" data-version-added="5\.113" data-slug-ignore="" title="Added in webpack 5\.113"><span class="sr-only">Added in webpack 5\.113<\/span><span aria-hidden="true">5\.113\+<\/span><\/span>/,
    );
  });

  it('marks nothing that 5.0.0 already had, nor headings that are not options', () => {
    expect(options).toMatch(/<h2 id="outputpath">output\.path<a /);
    expect(options).toMatch(/<h2 id="naming-files">Naming files<a /);
  });

  it('marks hooks on their class page, deprecated ones too', () => {
    expect(hooks).toContain('data-version-added="5.113"');
    expect(hooks).toMatch(/<h3 id="optimizechunkassets">optimizeChunkAssets<span class="[^"]*VersionMark-module--deprecated[^"]*" data-slug-ignore="">deprecated in 5\.0<\/span>/);
  });

  it('opens a dated configuration or API page with the reader’s version select, newest first', () => {
    for (const html of [options, hooks]) {
      expect(html.startsWith('<p class="ReaderVersion-module--picker" data-reader-version-picker=""><label>Your webpack version <select data-reader-version="">')).toBe(true);
      expect(html).toContain(`<option value="" selected>${latest} (latest)</option>`);
      expect(html).toContain('<option value="5.112">5.112</option>');
      expect(html).toContain('<option value="5.0">5.0</option></select>');
    }
  });

  it('leaves other sections alone', () => {
    expect(guide).not.toContain('data-version-added');
    expect(guide).not.toContain('data-reader-version');
  });

  it('marks a deprecation code that came after 5.0.0 with the release that started printing it', () => {
    const added = minorOf(history.deprecations.DEP_WEBPACK_MULTI_COMPILER_DONE_CALL.added);
    expect(deprecations).toContain(`data-version-added="${added}"`);
    expect(deprecations).toMatch(/<h2 id="dep_webpack_multi_compiler_done_call">/);
  });

  it('puts an old id that webpack prints in its messages on the heading that replaced it, before its text', () => {
    // webpack 5.113 prints "https://webpack.js.org/configuration/module/#condition" in its rule errors.
    expect(rules).toMatch(/<h3 id="conditions"><span id="condition" class="legacy-anchor"><\/span>Conditions<a /);
  });
});
