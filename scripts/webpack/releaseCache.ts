// Published webpack releases, asked of npm itself, and the files of each kept in the git-ignored
// .webpack-releases/<version>/ (only the schema, types.d.ts, package.json and the deprecation codes
// of lib/, unless a whole package is needed), so a second run downloads only new releases.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { WEBPACK_RELEASES_CACHE } from '../../src/config/webpackHistory';
import { compareVersions, isStableRelease, type WebpackRelease } from '../../src/model/webpackHistory';
import {
  listDeprecationCodes,
  listHooks,
  listOptionPaths,
  markHooksDeprecatedByCode,
  markOptionsDeprecatedByCode,
  type HookFacts,
  type OptionFacts,
  type WebpackOptionsSchema,
} from '../../src/model/webpackRelease';
import { listMemberFacts, markMembersDeprecatedByCode, type MemberFacts } from '../../src/model/classMembers';
import { computeReleaseDefaults, linkDependencies, type ReleaseDefaults } from './releaseDefaults';

const run = promisify(execFile);
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export const CACHE_DIR = resolve(process.cwd(), WEBPACK_RELEASES_CACHE);

/** The files the history reads; everything else of a package is left in the tarball. */
const SLIM_FILES = ['package.json', 'schemas/WebpackOptions.json', 'types.d.ts'];

/**
 * The sorted deprecation codes of the release's lib/, kept instead of lib/ itself. The name
 * changes with what counts as a code (DEPRECATION_CODE_PATTERN), so older copies are read again.
 */
const CODES_FILE = 'deprecation-codes-2.json';

/** The release's defaults by mode (releaseDefaults.ts), computed while its lib/ is unpacked; or why they could not be. */
const DEFAULTS_FILE = 'defaults-1.json';

/** The class members of the release's types.d.ts (listMemberFacts), kept so a sync parses each release once. */
const MEMBERS_FILE = 'class-members-2.json';

/** A failure to reach the registry or unpack a release: the commands stop with its one-line message. */
export class FetchError extends Error {}

export async function npm(args: string[], cwd?: string): Promise<string> {
  try {
    const { stdout } = await run(NPM, args, { cwd, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 });
    return stdout;
  } catch (error) {
    // "npm error notarget No matching version found for webpack@5.999.0." says more than the log path.
    const lines = ((error as { stderr?: string }).stderr || (error as Error).message).trim().split('\n');
    const detail = lines.find((line) => /^npm (error|ERR!) (?!code |A complete log)/.test(line)) ?? lines[0];
    throw new FetchError(`npm ${args.slice(0, 2).join(' ')} failed: ${detail.replace(/^npm (error|ERR!) /, '')}`);
  }
}

/** Every stable 5.x release with its publication date, oldest first. */
export async function listStableReleases(): Promise<WebpackRelease[]> {
  const view = JSON.parse(await npm(['view', 'webpack', 'versions', 'time', '--json'])) as { versions: string[]; time: Record<string, string> };
  return view.versions
    .filter((version) => isStableRelease(version) && version.startsWith('5.'))
    .sort(compareVersions)
    .map((version) => {
      const published = view.time[version];
      if (!published) throw new FetchError(`npm view webpack time has no date for ${version}`);
      return { version, date: published.slice(0, 10) };
    });
}

export function getReleaseDir(version: string): string {
  return join(CACHE_DIR, version);
}

/** A slim copy has package.json and deprecation-codes.json; a whole one has lib/ too. */
export function isCached(version: string, whole = false): boolean {
  const dir = getReleaseDir(version);
  return existsSync(join(dir, 'package.json')) && existsSync(join(dir, CODES_FILE)) && existsSync(join(dir, DEFAULTS_FILE)) && (!whole || existsSync(join(dir, 'lib')));
}

/** Writes deprecation-codes.json into a package folder from the .js files of its lib/. */
function writeDeprecationCodes(packageDir: string): void {
  const lib = join(packageDir, 'lib');
  const codes = new Set<string>();
  const files = existsSync(lib) ? readdirSync(lib, { recursive: true, encoding: 'utf8' }) : [];
  for (const file of files) {
    if (file.endsWith('.js')) for (const code of listDeprecationCodes(readFileSync(join(lib, file), 'utf8'))) codes.add(code);
  }
  // Every release has some; none means lib/ was not unpacked.
  if (!codes.size) throw new FetchError(`${packageDir}: no deprecation code found in lib/`);
  writeFileSync(join(packageDir, CODES_FILE), `${JSON.stringify([...codes].sort(), null, 2)}\n`);
}

/**
 * `npm pack webpack@<version>` and unpack the files the history needs (or the whole package),
 * through a temporary folder renamed into place, so an interrupted run leaves no half release.
 * The deprecation codes are read from lib/*.js there; a slim copy then drops lib/.
 */
export async function cacheRelease(version: string, whole = false): Promise<string> {
  const dir = getReleaseDir(version);
  if (isCached(version, whole)) return dir;
  mkdirSync(CACHE_DIR, { recursive: true });
  const work = mkdtempSync(join(CACHE_DIR, `.pack-${version}-`));
  try {
    const [packed] = JSON.parse(await npm(['pack', `webpack@${version}`, '--json', '--pack-destination', work], work)) as Array<{ filename: string }>;
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    const members = whole ? [] : SLIM_FILES.filter((file) => file !== 'types.d.ts').map((file) => `package/${file}`);
    try {
      await run('tar', ['-xzf', join(work, packed.filename), '-C', unpacked, ...members]);
      if (!whole) {
        // types.d.ts is apart so that a release without one still gives its options.
        await run('tar', ['-xzf', join(work, packed.filename), '-C', unpacked, 'package/types.d.ts']).catch(() => undefined);
        await run('tar', ['-xzf', join(work, packed.filename), '-C', unpacked, '--wildcards', 'package/lib/*.js']);
      }
    } catch (error) {
      throw new FetchError(`webpack@${version}: could not unpack ${packed.filename}: ${(error as Error).message.split('\n')[0]}`);
    }
    const packageDir = join(unpacked, 'package');
    writeDeprecationCodes(packageDir);
    linkDependencies(CACHE_DIR);
    const defaults = computeReleaseDefaults(packageDir);
    writeFileSync(join(packageDir, DEFAULTS_FILE), JSON.stringify(defaults instanceof Error ? { error: defaults.message.split('\n')[0] } : defaults));
    // A slim copy keeps the codes, not the lib/ they came from.
    if (!whole) rmSync(join(packageDir, 'lib'), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
    renameSync(packageDir, dir);
    return dir;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Runs `task` over `items`, `limit` at a time, keeping the order of results. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface CachedRelease {
  dir: string;
  /** Deprecated where the schema says so or lib/ warns with the option's code. */
  options: Map<string, OptionFacts>;
  /** Deprecated where types.d.ts says `@deprecated` or lib/ warns with the hook's code. */
  hooks: Map<string, HookFacts>;
  hasTypes: boolean;
  /** The deprecation codes lib/ warns with. */
  deprecationCodes: Set<string>;
  /** "Compilation.emitAsset" -> signature and `@deprecated`; empty without types.d.ts. */
  members: Map<string, MemberFacts>;
  /** Its defaults by mode; an Error where its defaults code could not run here. */
  defaults: ReleaseDefaults | Error;
}

function readDefaults(dir: string): ReleaseDefaults | Error {
  const saved = JSON.parse(readFileSync(join(dir, DEFAULTS_FILE), 'utf8')) as ReleaseDefaults | { error: string };
  return 'error' in saved ? new Error(String(saved.error)) : (saved as ReleaseDefaults);
}

/** The release's class members, parsed once and then read from MEMBERS_FILE. */
function readMembers(dir: string, typesFile: string): Map<string, MemberFacts> {
  const cached = join(dir, MEMBERS_FILE);
  if (existsSync(cached)) return new Map(Object.entries(JSON.parse(readFileSync(cached, 'utf8')) as Record<string, MemberFacts>));
  const members = listMemberFacts(readFileSync(typesFile, 'utf8'));
  writeFileSync(cached, JSON.stringify(Object.fromEntries(members)));
  return members;
}

/** Options, hooks and class members of a cached release (cacheRelease first: it writes deprecation-codes.json). */
export function readRelease(version: string): CachedRelease {
  const dir = getReleaseDir(version);
  const schema = JSON.parse(readFileSync(join(dir, 'schemas/WebpackOptions.json'), 'utf8')) as WebpackOptionsSchema;
  const typesFile = join(dir, 'types.d.ts');
  const hasTypes = existsSync(typesFile);
  const codesFile = join(dir, CODES_FILE);
  if (!existsSync(codesFile)) throw new Error(`webpack@${version}: ${codesFile} is missing; cacheRelease("${version}") writes it`);
  const deprecationCodes = new Set(JSON.parse(readFileSync(codesFile, 'utf8')) as string[]);
  const hooks = hasTypes ? listHooks(readFileSync(typesFile, 'utf8')) : new Map<string, HookFacts>();
  // Class members follow the hooks' rule: `Chunk.getNumberOfModules` warns with DEP_WEBPACK_CHUNK_GET_NUMBER_OF_MODULES.
  const members = markMembersDeprecatedByCode(hasTypes ? readMembers(dir, typesFile) : new Map<string, MemberFacts>(), deprecationCodes, hooks);
  return {
    dir,
    options: markOptionsDeprecatedByCode(listOptionPaths(schema), deprecationCodes),
    hooks: markHooksDeprecatedByCode(hooks, deprecationCodes),
    hasTypes,
    deprecationCodes,
    members,
    defaults: readDefaults(dir),
  };
}
