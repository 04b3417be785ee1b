import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type webpack from 'webpack';
import { buildInTempDir, evaluateConfig, expectNoErrors } from './webpackBuild';

// The experiments page walks through an HTML entry file by file; building those files keeps the page true.
const page = readFileSync(join(__dirname, '../../content/configuration/experiments.mdx'), 'utf8');
const section = (from: string, to: string) => page.slice(page.indexOf(from), page.indexOf(to, page.indexOf(from)));
const example = section('### An HTML page as the entry', '### Linking pages');
const linking = section('### Linking pages', '### HTML imported from JavaScript');

function fences(markdown: string): Map<string, string> {
  return new Map([...markdown.matchAll(/```\w+ title="([^"]+)"\n([\s\S]*?)\n```/g)].map(([, title, code]) => [title, `${code}\n`]));
}

/**
 * Writes the page's src/ files into a fresh folder (after `edit`, if given, changed them), builds
 * there and returns the emitted files.
 */
function build(config: webpack.Configuration, edit?: (sources: Record<string, string>) => void): Promise<Map<string, string>> {
  const sources = Object.fromEntries([...fences(example)].filter(([title]) => title.startsWith('src/')));
  edit?.(sources);
  return buildInTempDir(
    'html-entry',
    sources,
    (dir) => ({ ...config, context: dir, output: { ...config.output, path: join(dir, 'dist') } }),
    (dir, stats) => {
      expectNoErrors(stats);
      const dist = join(dir, 'dist');
      return new Map(readdirSync(dist).map((file) => [file, readFileSync(join(dist, file), 'utf8')]));
    },
  );
}

jest.setTimeout(120_000);

describe('the HTML entry example on the experiments page', () => {
  const files = fences(example);
  const config = evaluateConfig(files.get('webpack.config.js')!);

  it('emits the files the page lists', async () => {
    const emitted = await build(config);
    const listed = example.match(/writes `dist\/index\.html`, (.*?)\. The page/)![1];
    expect([...emitted.keys()].sort()).toEqual(['index.html', ...[...listed.matchAll(/`([^`]+)`/g)].map((match) => match[1])].sort());
  });

  it('writes the page exactly as shown', async () => {
    const emitted = await build(config);
    expect(emitted.get('index.html')).toBe(files.get('dist/index.html'));
  });

  it('writes a plain script tag, without charset, when the page declares UTF-8', async () => {
    const emitted = await build(config, (sources) => {
      sources['src/index.html'] = sources['src/index.html'].replace('<head>', '<head>\n    <meta charset="utf-8" />');
    });
    expect(emitted.get('index.html')).toContain('<meta charset="utf-8" />');
    expect(emitted.get('index.html')).toContain('<script src="app.js"></script>');
  });

  it('gives JavaScript the imported HTML with its URLs rewritten', async () => {
    const emitted = await build(config);
    expect(emitted.get('app.js')).toContain('<article class=\\"card\\"><img src=\\"logo.svg\\"');
  });

  it('builds a linked page once <a href> is a source of type html', async () => {
    const { module } = evaluateConfig(fences(linking).get('webpack.config.js')!);
    const emitted = await build({ ...config, module });
    expect(emitted.get('index.html')).toContain('<a href="about.html">About us</a>');
    expect(emitted.get('about.html')).toContain('<p>A small shop.</p>');
  });
});
