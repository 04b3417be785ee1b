import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visit } from 'unist-util-visit';
import { listContentFiles, readContentFile } from '../../src/node/contentFiles';
import { parseCached } from './parseCached';
import { documentedPackages, documentedWebpack, publishedPackages, removedInCode } from './currentVersions';

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

// '>= 18.12.0' -> [{ major: 18, minor: 12 }]; '^4.0.0 || ^5.0.0' -> [{ major: 4, minor: 0 }, { major: 5, minor: 0 }]
const lowestVersions = (range: string) =>
  range.split('||').map((part) => {
    const [major, minor] = part.trim().replace(/^(\^|>=)\s*/, '').split('.').map(Number);
    return { major, minor };
  });

// '>= 18.12.0' -> '18.12'; '^18.20.0 || ^20.10.0 || >=22.0.0' -> '18.20+, 20.10+ or 22+'
const nodeMinimum = (engines: string) => {
  const versions = lowestVersions(engines);
  if (versions.length === 1) return `${versions[0].major}.${versions[0].minor}`;
  const named = versions.map(({ major, minor }) => `${minor === 0 ? major : `${major}.${minor}`}+`);
  return `${named.slice(0, -1).join(', ')} or ${named[named.length - 1]}`;
};

describe.each(publishedPackages)('the $name page, against the registry', ({ name, version, engines, webpack, page, statesNode }) => {
  const text = read(page);
  const major = Number(version.split('.')[0]);
  // "The current major version, 5.x", "describes version 12", "The last version, 3.x",
  // "describes `terser-webpack-plugin` 5.6", or a requirements row "| 10.x (current) |".
  const majorStatement = `(?:current|last) major version, (\\d+)\\.x|last version, (\\d+)\\.x|describes version (\\d+)\\b|describes \`${escape(name)}\` (\\d+)|^\\| (\\d+)\\.x \\(current\\) \\|`;
  const statements = [...text.matchAll(new RegExp(majorStatement, 'gm'))];
  // The first line that names the major, without its asides: "(Version 1.x was the last one for webpack 4.)"
  const statementLine = text.split('\n').find((line) => new RegExp(majorStatement).test(line)) ?? '';
  const requirements = statementLine.replace(/\([^)]*\)/g, '');

  it(`names version ${major} as the current one`, () => {
    expect(statements.length).toBeGreaterThan(0);
    for (const [, ...groups] of statements) expect(Number(groups.find((group) => group !== undefined))).toBe(major);
  });

  it(`gives the Node.js minimum of version ${version} (${engines}) where it names one`, () => {
    const minimum = nodeMinimum(engines);
    if (!statesNode) {
      expect(requirements).not.toMatch(/Node\.js \d/);
    } else if (minimum.includes('+')) {
      expect(requirements).toContain(minimum);
    } else {
      expect(requirements.match(/Node\.js (\d+\.\d+)(?:\.\d+)? or later/)?.[1]).toBe(minimum);
    }
    // Any other Node.js requirement in the introduction says the same.
    for (const [, stated] of text.split('\n## ')[0].matchAll(/Node\.js (\d+\.\d+)(?:\.\d+)? or later/g)) expect(stated).toBe(minimum);
  });

  it(`gives the webpack range ${webpack}`, () => {
    const peers = lowestVersions(webpack);
    // "needs webpack 5.27 or later", "requires webpack 5", or the webpack column "| 5.61 or later |"
    const stated = [...requirements.matchAll(/(?:webpack |^\|[^|]+\| )(\d+)(?:\.(\d+))?/gm)];
    expect(stated.length).toBeGreaterThan(0);
    const wrong = stated
      .filter(([, statedMajor, statedMinor]) => {
        const peer = peers.find(({ major: peerMajor }) => peerMajor === Number(statedMajor));
        // "webpack 5" alone is right only when every webpack 5 release (5.0, 5.1) will do.
        return peer === undefined || (statedMinor === undefined ? peer.minor > 1 : Number(statedMinor) !== peer.minor);
      })
      .map(([entry]) => entry);
    expect(wrong).toEqual([]);
  });

  it('shows how to install it, with a tab per package manager', () => {
    expect(text).toMatch(new RegExp(`^<PackageManagers pkg="(?:[^"\\n]* )?${escape(name)}(?: [^"\\n]*)?" dev />$`, 'm'));
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
      visit(readContentFile(file, { parse: parseCached }).tree, 'code', (node: { value: string }) => {
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
