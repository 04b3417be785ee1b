import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import webpack from 'webpack';

// The experiments page walks through an HTML entry file by file; building those files keeps the page true.
const page = readFileSync(join(__dirname, '../../content/configuration/experiments.mdx'), 'utf8');
const section = (from: string, to: string) => page.slice(page.indexOf(from), page.indexOf(to, page.indexOf(from)));
const example = section('### An HTML page as the entry', '### Linking pages');
const linking = section('### Linking pages', '### HTML imported from JavaScript');

function fences(markdown: string): Map<string, string> {
  return new Map([...markdown.matchAll(/```\w+ title="([^"]+)"\n([\s\S]*?)\n```/g)].map(([, title, code]) => [title, `${code}\n`]));
}

function evaluateConfig(code: string): webpack.Configuration {
  const module = { exports: {} as webpack.Configuration };
  runInNewContext(code, { module });
  return module.exports;
}

/** Writes the page's src/ files into a fresh folder, builds there and returns the emitted files. */
function build(config: webpack.Configuration): Promise<Map<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), 'html-entry-'));
  for (const [title, code] of fences(example)) {
    if (!title.startsWith('src/')) continue;
    mkdirSync(join(dir, dirname(title)), { recursive: true });
    writeFileSync(join(dir, title), code);
  }
  return new Promise((resolve, reject) => {
    webpack({ ...config, context: dir, output: { ...config.output, path: join(dir, 'dist') } }, (error, stats) => {
      try {
        if (error || !stats) throw error ?? new Error('no stats');
        if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
        const dist = join(dir, 'dist');
        resolve(new Map(readdirSync(dist).map((file) => [file, readFileSync(join(dist, file), 'utf8')])));
      } catch (problem) {
        reject(problem);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
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
