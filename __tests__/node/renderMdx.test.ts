import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

function renderMdxToHtml(source: string): string {
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  return execFileSync(tsx, [join(__dirname, 'renderMdxCli.ts')], { input: source, encoding: 'utf8' });
}

describe('renderMdxToHtml', () => {
  let html = '';
  beforeAll(() => {
    html = renderMdxToHtml(
      [
        '## output.path',
        '',
        'W> Use an absolute path.',
        '',
        '```js title="webpack.config.js"',
        "module.exports = { mode: 'production' };",
        '```',
        '',
        '| a | b |',
        '| - | - |',
        '| 1 | 2 |',
        '',
        'See [webpack](https://github.com/webpack/webpack) and [output](/configuration/output/).',
        '',
        'Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search.',
        '',
        '{/* a note for writers */}',
        '',
        '```js title="webpack.prod.js" validate=false',
        'devServer: { port: 8080 },',
        '```',
        '',
        '```text',
        "Module not found: Error: Can't resolve 'path' in '/app/src'",
        '```',
        '',
        '```console',
        '$ npx webpack',
        "ERROR in Can't resolve 'path'",
        '```',
      ].join('\n'),
    );
  });

  it('gives headings GitHub-style ids and a hover link', () => {
    expect(html).toContain('<h2 id="outputpath">output.path<a class="heading-anchor" aria-hidden="true" tabindex="-1" href="#outputpath">#</a></h2>');
  });
  it('turns a W> paragraph into a warning', () => {
    expect(html).toContain('<aside class="callout callout-warning" role="note" aria-label="Warning"><strong>Warning: </strong>Use an absolute path.</aside>');
  });
  it('highlights code at build time and adds the title and a copy button', () => {
    expect(html).toContain('<div class="code-block-title">webpack.config.js</div>');
    expect(html).toContain("<span class=\"token string\">'production'</span>");
    expect(html).toContain('<button type="button" class="copy-button" aria-label="Copy webpack.config.js">Copy</button>');
  });
  it('keeps HTML elements written in the page, such as <kbd>', () => {
    expect(html).toContain('<p>Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search.</p>');
  });
  it('renders nothing for a {/* comment */}', () => {
    expect(html).not.toContain('a note for writers');
  });
  it('keeps the validate=false mark of a fence out of the page', () => {
    expect(html).toContain('<div class="code-block-title">webpack.prod.js</div>');
    expect(html).toContain('aria-label="Copy webpack.prod.js"');
    expect(html).toContain('<span class="token literal-property property">devServer</span>');
    expect(html).not.toMatch(/validate/i);
  });
  it('renders GFM tables', () => {
    expect(html).toContain('<table>');
  });
  it('opens external links in a new tab and leaves site links alone', () => {
    expect(html).toContain('<a href="https://github.com/webpack/webpack" target="_blank" rel="noopener noreferrer">webpack<span><span class="sr-only"> (opens in a new tab)</span></span></a>');
    expect(html).toContain('<a href="/configuration/output/">output</a>');
  });
  it('leaves output in a text fence uncoloured: an apostrophe opens no string', () => {
    expect(html).toContain('<pre tabindex="0" data-language="text" class="language-text"><code class="language-text code-highlight">Module not found: Error: Can\'t resolve \'path\' in \'/app/src\'\n</code></pre>');
  });
  it('marks the prompt of a console session and leaves its output plain', () => {
    expect(html).toContain('<span class="token shell-symbol important">$</span> npx webpack\nERROR in Can\'t resolve \'path\'\n</code>');
  });
});
