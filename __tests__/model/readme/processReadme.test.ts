import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_README_BYTES, processReadme, ReadmeError } from '../../../src/model/readme/processReadme';
import { analyseContent } from '../../../src/model/contentFile';
import type { ReadmeLinkOptions } from '../../../src/model/readme/readmeLinks';
import { cpuMs } from '../cpuTime';

const fixture = (name: string) => readFileSync(join(__dirname, '..', '..', 'fixtures', 'readmes', name), 'utf8');

const OPTIONS: ReadmeLinkOptions = {
  blobBase: 'https://github.com/example/sample-loader/blob/main/',
  rawBase: 'https://raw.githubusercontent.com/example/sample-loader/main/',
  packagePages: [
    { package: 'style-loader', url: '/loaders/style-loader/', repositories: ['webpack/style-loader', 'webpack-contrib/style-loader'] },
    { package: 'css-loader', url: '/loaders/css-loader/', repositories: ['webpack/css-loader', 'webpack-contrib/css-loader'] },
    { package: 'mini-css-extract-plugin', url: '/plugins/mini-css-extract-plugin/', repositories: ['webpack/mini-css-extract-plugin'] },
  ],
};

/** The page the site would build from a processed README (throws like the build on bad MDX). */
function analyse(body: string) {
  return analyseContent({ path: 'loaders/sample-loader.mdx', size: body.length, frontMatter: { title: 'sample-loader' }, body });
}

/** HTML as the site renders it (the real renderer, in a Node process: it is ES modules only). */
function render(body: string): string {
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  return execFileSync(tsx, [join(__dirname, '..', '..', 'node', 'renderMdxCli.ts')], { input: body, encoding: 'utf8' });
}

describe('processReadme on a usual README', () => {
  const { body, dropped } = processReadme(fixture('normal.md'), OPTIONS);

  it('drops the title, the logos above it and the badges', () => {
    expect(body).not.toMatch(/^# /m);
    expect(body).not.toContain('sample-loader\n\n');
    expect(body).not.toContain('icon-square-big.svg');
    expect(body).not.toContain('shields.io');
    expect(body).not.toContain('badge.svg');
    expect(body.startsWith('Turns `.sample` files (each must be')).toBe(true);
  });

  it('turns GitHub alerts into tip and warning callouts, and leaves other quotations alone', () => {
    expect(body).toContain('T> Needs webpack 5.');
    expect(body).toContain('W> Do not use it with `eval` source maps.');
    expect(body).toContain('W> They break the line numbers.');
    expect(body).toContain('W> The `legacy` option goes away in the next major.');
    expect(body).toContain('> A plain quotation stays a quotation.');
    expect(body).not.toContain('[!NOTE]');
  });

  it('sends links to packages we document to their pages here, whatever address they use', () => {
    expect(body).toContain('[style-loader](/loaders/style-loader/)');
    expect(body).toContain('[css-loader](/loaders/css-loader/#modules)');
    expect(body).toContain('[MiniCssExtractPlugin](/plugins/mini-css-extract-plugin/)');
  });

  it('makes relative links and images absolute to the repository', () => {
    expect(body).toContain('(https://github.com/example/sample-loader/blob/main/examples/basic.js)');
    expect(body).toContain('(https://github.com/example/sample-loader/blob/main/docs/OPTIONS.md)');
    expect(body).toContain('![Diagram](https://raw.githubusercontent.com/example/sample-loader/main/docs/diagram.png)');
    expect(body).toContain('[MIT](https://github.com/example/sample-loader/blob/main/LICENSE)');
  });

  it('keeps headings, code fences and tables, so anchors and highlighting work', () => {
    const { page, headingIds, links } = analyse(body);
    expect(page.anchors.map((anchor) => anchor.id)).toEqual(['getting-started', 'options', 'exporttype', 'license']);
    expect(headingIds).toContain('exporttype');
    // GitHub finds "#exportType"; a browser needs the exact id.
    expect(links).toContain('#exporttype');
    expect(links).toContain('#getting-started');
    expect(body).toContain('```js\nmodule.exports = {');
    expect(body).toContain('| [`exportType`](#exporttype) |');
  });

  it('escapes braces and angle brackets so the page is valid for our MDX parser', () => {
    expect(() => analyse(body)).not.toThrow();
    const html = render(body);
    expect(html).toContain('<code>{ module: { rules } }</code>');
    expect(body).toContain('must be \\<2 MB');
    expect(html).toContain('must be &#x3C;2 MB');
    expect(html).toContain('<aside class="callout callout-tip" role="note" aria-label="Tip"><strong>Tip: </strong>Needs webpack 5.</aside>');
  });

  it('reports nothing dropped from a README without unsafe markup', () => {
    expect(dropped).toEqual({});
  });
});

describe('processReadme on a hostile README', () => {
  const { body, dropped } = processReadme(fixture('hostile.md'), OPTIONS);
  const html = render(body);

  it('leaves no script, frame, form, style, event handler or javascript: url in the page', () => {
    for (const output of [body, html]) {
      expect(output).not.toMatch(/<script|<iframe|<form|<style|<svg/i);
      expect(output).not.toMatch(/\bon(error|click|load)\b/i);
      expect(output).not.toMatch(/javascript:/i);
      expect(output).not.toMatch(/style=/i);
      expect(output).not.toContain('stolen');
      expect(output).not.toContain('display: none');
    }
  });

  it('keeps the text a reader should see, links without their javascript: target', () => {
    expect(body).toContain('![cat](https://example.com/cat.png)');
    expect(body).toContain('click me and also me and me.');
    expect(body).toContain('Boxed text');
    expect(body).toContain('Still a heading that works.');
  });

  it('reports what the sanitizer dropped', () => {
    expect(dropped).toMatchObject({
      '<script>': 1,
      '<style>': 1,
      '<iframe>': 1,
      '<img onerror>': 1,
      '<a href=javascript:>': 3,
      '<div onclick>': 1,
      '<div style>': 1,
      '<svg onload>': 1,
      '<form action>': 1,
      '<!-- comment -->': 1,
    });
  });

  it('turns JSX, expressions, import and export lines into plain text the site does not run', () => {
    const { page } = analyse(body);
    expect(page.title).toBe('sample-loader');
    expect(body).toContain('\\{process.env.SECRET}');
    expect(html).toContain('Use {process.env.SECRET} here');
    expect(html).toContain('import secret from');
    expect(html).toContain('export const leaked = true;');
  });

  it('survives an unclosed tag: the rest of the README is kept and the page is valid', () => {
    expect(body).toContain('This bold never ends');
    expect(() => analyse(body)).not.toThrow();
  });
});

describe('processReadme limits', () => {
  it('refuses a 2 MB README at once, saying why', () => {
    const huge = `# big\n\n${'Lorem ipsum `code` and [a link](./x.md) <b>bold</b>.\n\n'.repeat(40_000)}`.slice(0, 2 * 1024 * 1024);
    const spent = cpuMs(() => {
      expect(() => processReadme(huge, OPTIONS)).toThrow(ReadmeError);
      expect(() => processReadme(huge, OPTIONS)).toThrow(/is 2048 KB, over the 256 KB limit/);
    });
    expect(spent).toBeLessThan(1000);
  });

  it('converts a README just under the limit in bounded time', () => {
    const block = fixture('normal.md');
    const large = block.repeat(Math.floor((MAX_README_BYTES - 1024) / block.length));
    let body = '';
    // About 5 s of CPU; the bound leaves room for a slower machine.
    expect(cpuMs(() => ({ body } = processReadme(large, OPTIONS)))).toBeLessThan(60_000);
    expect(() => analyse(body)).not.toThrow();
  }, 90_000);

  it('refuses tens of thousands of nested elements at once', () => {
    const nested = `# deep\n\n${'<div>'.repeat(50_000)}text`;
    expect(cpuMs(() => expect(() => processReadme(nested, OPTIONS)).toThrow(/has 50000 HTML tags, over the limit of 2000/))).toBeLessThan(1000);
  });

  it('converts or refuses, without crashing, the deepest nesting it accepts', () => {
    const nested = `# deep\n\n${'<div>'.repeat(1999)}text`;
    let body = '';
    const spent = cpuMs(() => {
      try {
        body = processReadme(nested, OPTIONS).body;
      } catch (error) {
        expect(error).toBeInstanceOf(ReadmeError);
      }
    });
    if (body) expect(body).toContain('text');
    expect(spent).toBeLessThan(10_000);
  });
});
