import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

function renderMdxToHtml(source: string): string {
  return execFileSync(tsx, [join(__dirname, 'renderMdxCli.ts')], { input: source, encoding: 'utf8' });
}

describe('content components in the renderer', () => {
  let html = '';
  beforeAll(() => {
    html = renderMdxToHtml(
      [
        '## output.clean <Badge since="5.20.0" />',
        '',
        '`boolean` <Badge since="5.20.0" />',
        '',
        '- a list item <Badge text="experimental" />',
        '- `Rule.glob` <Badge since="5.110" />',
        '',
        '| option | note |',
        '| - | - |',
        '| `worklet` | Handles worklets. <Badge since="5.109" /> |',
        '',
        '<PackageManagers pkg="css-loader style-loader" dev />',
        '',
        '<Tabs>',
        '  <Tab label="CommonJS">',
        '    Load it with `require`, see [output](/configuration/output/) and [Node.js](https://nodejs.org/).',
        '',
        '    ```js title="webpack.config.js"',
        "    module.exports = { mode: 'production' };",
        '    ```',
        '  </Tab>',
        '  <Tab label="ESM">',
        '    W> Needs `"type": "module"`.',
        '  </Tab>',
        '</Tabs>',
        '',
        '<Deprecated since="5.x">Use [output.clean](/configuration/output/#outputclean) instead.</Deprecated>',
        '',
        '## output.clean',
      ].join('\n'),
    );
  });

  it('keeps the id of a heading with a badge, counting it with the other headings', () => {
    expect(html).toContain('<h2 id="outputclean">output.clean <span class="Badge-module--badge" title="Added in webpack 5.20.0" data-slug-ignore="">');
    expect(html).toContain('<h2 id="outputclean-1">output.clean<a class="heading-anchor"');
  });

  it('renders a badge inside a paragraph, a list and a table cell', () => {
    expect(html).toContain('<p><code>boolean</code> <span class="Badge-module--badge" title="Added in webpack 5.20.0"');
    expect(html).toContain('<li>a list item <span class="Badge-module--badge">experimental</span></li>');
    expect(html).toContain('<li><code>Rule.glob</code> <span class="Badge-module--badge" title="Added in webpack 5.110" data-slug-ignore=""><span class="sr-only">Added in webpack 5.110</span><span aria-hidden="true">5.110+</span></span></li>');
    expect(html).toContain('<td>Handles worklets. <span class="Badge-module--badge" title="Added in webpack 5.109"');
  });

  it('renders the install commands as highlighted code blocks with copy buttons, one per tab', () => {
    expect(html).toContain('<div class="Tabs-module--tabs PackageManagers-module--packageManagers" data-tabs="">');
    for (const [index, label, command] of [
      [0, 'npm', '<span class="token function">npm</span> <span class="token function">install</span> --save-dev css-loader style-loader'],
      [1, 'yarn', '<span class="token function">yarn</span> <span class="token function">add</span> --dev css-loader style-loader'],
      [2, 'pnpm', '<span class="token function">pnpm</span> <span class="token function">add</span> --save-dev css-loader style-loader'],
    ]) {
      expect(html).toContain(`<button type="button" role="tab" class="Tabs-module--tab" id="tabs-1-tab-${index}" aria-controls="tabs-1-panel-${index}"`);
      expect(html).toContain(
        `<div class="Tabs-module--panel" role="tabpanel" id="tabs-1-panel-${index}" aria-labelledby="tabs-1-tab-${index}" tabindex="0" data-tab-label="${label}"><p class="Tabs-module--panelLabel">${label}</p><div class="code-block"><pre tabindex="0" data-language="bash" class="language-bash"><code class="language-bash code-highlight">${command}`,
      );
    }
    expect(html.match(/<button type="button" class="copy-button" aria-label="Copy code">Copy<\/button>/g)).toHaveLength(3);
  });

  it('renders Markdown, code blocks, callouts and links inside tabs like anywhere else', () => {
    expect(html).toContain('id="tabs-2-panel-0" aria-labelledby="tabs-2-tab-0" tabindex="0" data-tab-label="CommonJS"><p class="Tabs-module--panelLabel">CommonJS</p><p>Load it with <code>require</code>, see <a href="/configuration/output/">output</a> and <a href="https://nodejs.org/" target="_blank" rel="noopener noreferrer">Node.js<span><span class="sr-only"> (opens in a new tab)</span></span></a>.</p>');
    expect(html).toContain('<div class="code-block-title">webpack.config.js</div>');
    expect(html).toContain("<span class=\"token string\">'production'</span>");
    expect(html).toContain('<aside class="callout callout-warning" role="note" aria-label="Warning"><strong>Warning: </strong>Needs <code>"type": "module"</code>.</aside>');
  });

  it('renders a deprecation as a block of its own with its Markdown content', () => {
    expect(html).toContain(
      '<aside class="Deprecated-module--deprecated" role="note" aria-label="Deprecated since webpack 5.x"><p class="Deprecated-module--title"><strong>Deprecated since webpack 5.x.</strong></p><p>Use <a href="/configuration/output/#outputclean">output.clean</a> instead.</p></aside>',
    );
    expect(html).not.toContain('<p><aside');
  });

  it('leaves no component tag or slot in the HTML', () => {
    expect(html).not.toMatch(/<(Badge|Tabs|Tab|PackageManagers|Deprecated|content-slot)\b/i);
  });
});

describe('npm run check:content with a wrong component', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(dir, 'guides'));
    writeFileSync(join(dir, 'guides', 'index.mdx'), '---\ntitle: Guides\n---\n\nText.\n');
    writeFileSync(
      join(dir, 'guides', 'install.mdx'),
      ['---', 'title: Install', '---', '', 'Text.', '', '<PackageManagers pkg="webpack" dev="true" />', '', '<Tab label="npm">x</Tab>', ''].join('\n'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails, naming the file, the line and the prop', () => {
    const result = spawnSync(tsx, [join(process.cwd(), 'scripts', 'check-content.ts')], {
      encoding: 'utf8',
      env: { ...process.env, WEBPACK_DOCS_CONTENT: dir },
    });
    expect(result.status).toBe(1);
    // A content folder outside the repository is named whole, so the place still opens.
    expect(result.stderr).toContain(
      [
        `✖ ${dir}/guides/install.mdx:7:1: body uses <PackageManagers> with the prop "dev" as a string: it is a boolean, write dev alone for true or leave it out`,
        `✖ ${dir}/guides/install.mdx:9:1: body uses <Tab> outside <Tabs>: put each <Tab> directly inside a <Tabs>`,
      ].join('\n'),
    );
  });
});
