import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visit } from 'unist-util-visit';
import { listContentFiles, readContentFile } from '../../src/node/contentFiles';
import { documentedPackages, documentedWebpack, removedInCode } from './currentVersions';

// Pages that describe older releases on purpose.
const HISTORICAL = /^(migrate|blog)\//;

const read = (page: string) => readFileSync(join(__dirname, '../../content', page), 'utf8');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(documentedPackages)('the $name page', ({ name, major, node, page }) => {
  const text = read(page);

  it(`says it describes version ${major}`, () => {
    // "The current major version, 17.x" or "describes webpack-cli 7" / "**webpack-dev-server 6**".
    const stated = [...text.matchAll(new RegExp(`major version, (\\d+)\\.x|describes (?:the options of )?\\**${escape(name)} (\\d+)`, 'g'))];
    expect(stated.length).toBeGreaterThan(0);
    for (const [, fromMajor, fromName] of stated) expect(Number(fromMajor ?? fromName)).toBe(major);
  });

  it(`gives Node.js ${node} as the minimum`, () => {
    // The requirement is stated in the introduction, before the first section.
    const intro = text.split('\n## ')[0];
    const versions = [...intro.matchAll(/Node\.js (\d+\.\d+)(?:\.\d+)? or later/g)].map((match) => match[1]);
    expect(versions[0]).toBe(node);
  });

  it(`explains what changed since version ${major - 1}`, () => {
    expect(text).toContain(`\n## Upgrading from ${major - 1}\n`);
  });

  it('is listed with this version where the guides say what they target', () => {
    expect(read('guides/index.mdx')).toContain(`${name} ${major}`);
  });
});

describe('version statements across the content', () => {
  const files = listContentFiles().filter(({ path }) => !HISTORICAL.test(path));

  it('puts the current majors into package.json examples', () => {
    const majors = new Map(documentedPackages.map(({ name, major }) => [name, major]));
    const [webpackMajor, webpackMinor] = documentedWebpack.split('.').map(Number);
    const wrong: string[] = [];
    for (const file of files) {
      // '"webpack-cli": "^7.3.1"' -> name webpack-cli, major 7, minor 3
      for (const [entry, name, major, minor] of readFileSync(file.absolutePath, 'utf8').matchAll(/"([\w@/.-]+)": "\^(\d+)\.(\d+)/g)) {
        const expected = majors.get(name);
        if (expected !== undefined && Number(major) !== expected) wrong.push(`${file.path}: ${entry}`);
        if (name === 'webpack' && (Number(major) !== webpackMajor || Number(minor) < webpackMinor)) wrong.push(`${file.path}: ${entry}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('uses no option a current major removed in a code example', () => {
    const found: string[] = [];
    for (const file of files) {
      visit(readContentFile(file).tree, 'code', (node: { value: string }) => {
        for (const { text, removedBy } of removedInCode) {
          if (text.test(node.value)) found.push(`${file.path}: ${text.source} (removed by ${removedBy})`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('lists the Node.js requirement of each current major on the installation page', () => {
    const installation = read('guides/installation.mdx');
    for (const { name, major, node } of documentedPackages.filter(({ name }) => name.startsWith('webpack-'))) {
      expect(installation).toMatch(new RegExp(`\\| \`${escape(name)}\` ${major} \\| ${escape(node)}\\.0 \\|`));
    }
  });
});
