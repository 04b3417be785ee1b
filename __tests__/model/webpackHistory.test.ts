import {
  compareVersions,
  compareWithSchemaAdded,
  computeDefaultChanges,
  computeHistory,
  formatHistory,
  getOptionSlug,
  isStableRelease,
  minorOf,
  type ScannedRelease,
} from '../../src/model/webpackHistory';
import { listDeprecationCodes, listHooks, listOptionPaths, markHooksDeprecatedByCode } from '../../src/model/webpackRelease';
import { listMemberFacts } from '../../src/model/classMembers';
import { FIXTURE_VERSIONS, readFixtureLib, readFixtureSchema, readFixtureTypes } from '../fixtures/webpack-releases/readFixtureRelease';

const DATES: Record<string, string> = { '5.1.0': '2025-01-10', '5.2.0': '2025-02-20', '5.3.0': '2025-03-30' };

function scanFixtures(): ScannedRelease[] {
  return FIXTURE_VERSIONS.map((version) => ({
    version,
    date: DATES[version],
    options: listOptionPaths(readFixtureSchema(version)),
    hooks: markHooksDeprecatedByCode(listHooks(readFixtureTypes(version)), new Set(listDeprecationCodes(readFixtureLib(version)))),
    deprecationCodes: new Set(listDeprecationCodes(readFixtureLib(version))),
    members: listMemberFacts(readFixtureTypes(version)),
  }));
}

/** A release that has exactly these keys; "key!" is deprecated. */
function release(version: string, keys: string[]): ScannedRelease {
  const map = new Map(keys.map((key) => [key.replace(/!$/, ''), { deprecated: key.endsWith('!') }]));
  return { version, date: '2025-01-01', options: map, hooks: new Map(), deprecationCodes: new Set(), members: new Map() };
}

describe('computeHistory over three releases', () => {
  const history = computeHistory([...scanFixtures()].reverse());

  it('lists the releases oldest first, with their dates', () => {
    expect(history.releases).toEqual([
      { version: '5.1.0', date: '2025-01-10' },
      { version: '5.2.0', date: '2025-02-20' },
      { version: '5.3.0', date: '2025-03-30' },
    ]);
  });

  it('dates options added, deprecated and removed', () => {
    expect(history.options['output.allowOutside']).toEqual({ added: '5.2.0' });
    expect(history.options['output.legacy']).toEqual({ added: '5.1.0', deprecated: '5.2.0', removed: '5.3.0' });
    expect(history.options['module.rules.use.loader']).toEqual({ added: '5.1.0' });
    expect(history.options['module.parser.css/auto.namedExports']).toEqual({ added: '5.1.0' });
  });

  it('dates an option deprecated by a "Please use ..." description from the first release that says it', () => {
    expect(history.options['stats.exclude']).toEqual({ added: '5.1.0', deprecated: '5.3.0' });
    expect(history.options['stats.excludeModules']).toEqual({ added: '5.1.0' });
  });

  it('dates hooks added, deprecated and removed', () => {
    expect(history.hooks).toEqual({
      'Compilation.normalModuleLoader': { added: '5.3.0', deprecated: '5.3.0' },
      'Compilation.optimizeChunkAssets': { added: '5.1.0', deprecated: '5.1.0', removed: '5.3.0' },
      'Compilation.processAssets': { added: '5.1.0' },
      'Compilation.seal': { added: '5.1.0' },
      'Compiler.afterDone': { added: '5.2.0' },
      'Compiler.beforeRun': { added: '5.1.0' },
      'Compiler.done': { added: '5.1.0' },
      'ContextModuleFactory.alternatives': { added: '5.1.0', deprecated: '5.2.0' },
      'ContextModuleFactory.beforeResolve': { added: '5.1.0' },
      'NormalModuleFactory.resolve': { added: '5.1.0' },
    });
  });

  it('dates a hook deprecated from the first release whose lib/ warns with its code, before types.d.ts says @deprecated', () => {
    // 5.1.0 warns with DEP_WEBPACK_COMPILATION_OPTIMIZE_CHUNK_ASSETS; its types.d.ts marks nothing.
    expect(listHooks(readFixtureTypes('5.1.0')).get('Compilation.optimizeChunkAssets')?.deprecated).toBe(false);
    expect(history.hooks['Compilation.optimizeChunkAssets'].deprecated).toBe('5.1.0');
    // No types.d.ts ever marks ContextModuleFactory.alternatives; lib/ warns from 5.2.0.
    expect(history.hooks['ContextModuleFactory.alternatives'].deprecated).toBe('5.2.0');
  });

  it('dates class members added, deprecated by @deprecated, and removed', () => {
    expect(history.members).toEqual({
      'Compilation.constructor': { added: '5.1.0' },
      'Compilation.emitAsset': { added: '5.1.0' },
      'Compilation.fileSystemInfo': { added: '5.3.0' },
      'Compilation.getAssetPath': { added: '5.1.0' },
      'Compilation.getPath': { added: '5.1.0', deprecated: '5.2.0', removed: '5.3.0' },
      'Compilation.hooks': { added: '5.1.0' },
      'Compilation.name': { added: '5.1.0' },
      'Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL': { added: '5.2.0' },
      'Compiler.constructor': { added: '5.1.0' },
      'Compiler.hooks': { added: '5.1.0' },
      'ContextModuleFactory.hooks': { added: '5.1.0' },
      'NormalModuleFactory.hooks': { added: '5.1.0' },
      'Watching.hooks': { added: '5.1.0' },
    });
  });

  it('sorts the keys, so the file diffs cleanly', () => {
    const keys = Object.keys(history.options);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toHaveLength(18);
  });

  it('reports where the schema\'s own added field disagrees', () => {
    const latest = listOptionPaths(readFixtureSchema('5.3.0'));
    expect(compareWithSchemaAdded(history.options, latest)).toEqual([{ path: 'output.module', schema: '5.1.0', history: '5.2.0' }]);
  });
});

describe('computeHistory edge cases', () => {
  it('dates a key that came back from its return, without removed', () => {
    const history = computeHistory([release('5.1.0', ['a']), release('5.2.0', []), release('5.3.0', ['a']), release('5.4.0', ['a'])]);
    expect(history.options.a).toEqual({ added: '5.3.0', earlier: [{ added: '5.1.0', removed: '5.2.0' }] });
  });

  it('lists every earlier run of a key that left more than once', () => {
    const history = computeHistory([
      release('5.1.0', ['a']),
      release('5.2.0', ['a']),
      release('5.3.0', []),
      release('5.4.0', ['a']),
      release('5.5.0', []),
      release('5.6.0', ['a']),
    ]);
    expect(history.options.a).toEqual({
      added: '5.6.0',
      earlier: [
        { added: '5.1.0', removed: '5.3.0' },
        { added: '5.4.0', removed: '5.5.0' },
      ],
    });
  });

  it('dates deprecation codes by the releases whose lib/ warns with them', () => {
    const withCodes = (version: string, codes: string[]): ScannedRelease => ({ ...release(version, []), deprecationCodes: new Set(codes) });
    const history = computeHistory([withCodes('5.1.0', ['DEP_A']), withCodes('5.2.0', ['DEP_A', 'DEP_B']), withCodes('5.3.0', ['DEP_B'])]);
    expect(history.deprecations).toEqual({ DEP_A: { added: '5.1.0', removed: '5.3.0' }, DEP_B: { added: '5.2.0' } });
  });

  it('keeps removed when the latest run ended too', () => {
    const history = computeHistory([release('5.1.0', ['a']), release('5.2.0', []), release('5.3.0', ['a']), release('5.4.0', [])]);
    expect(history.options.a).toEqual({ added: '5.3.0', removed: '5.4.0', earlier: [{ added: '5.1.0', removed: '5.2.0' }] });
  });

  it('dates deprecation from when it stays deprecated, not from an early deprecation that was undone', () => {
    const history = computeHistory([release('5.1.0', ['a!', 'b!']), release('5.2.0', ['a', 'b!']), release('5.3.0', ['a!', 'b!'])]);
    expect(history.options).toEqual({ a: { added: '5.1.0', deprecated: '5.3.0' }, b: { added: '5.1.0', deprecated: '5.1.0' } });
  });

  it('drops deprecated when the deprecation was lifted', () => {
    const history = computeHistory([release('5.1.0', ['a']), release('5.2.0', ['a!']), release('5.3.0', ['a'])]);
    expect(history.options.a).toEqual({ added: '5.1.0' });
  });

  it('orders releases by number, not as text', () => {
    const history = computeHistory([release('5.10.0', ['a']), release('5.9.0', [])]);
    expect(history.releases.map(({ version }) => version)).toEqual(['5.9.0', '5.10.0']);
    expect(history.options.a).toEqual({ added: '5.10.0' });
  });
});

describe('computeDefaultChanges', () => {
  const withDefaults = (version: string, defaults: ScannedRelease['defaults']): ScannedRelease => ({ ...release(version, []), defaults });
  it('lists what each release changed against the last release with known defaults, one entry for the same change in several modes', () => {
    const changes = computeDefaultChanges([
      withDefaults('5.1.0', { production: { a: 'true', b: '1' }, development: { a: 'true', b: '1' } }),
      withDefaults('5.2.0', null),
      withDefaults('5.3.0', { production: { a: 'false', b: '1', c: 'new' }, development: { a: 'false', b: '2', c: 'new' } }),
      withDefaults('5.4.0', { production: { a: 'false', b: '1', c: 'new' }, development: { a: 'false', b: '2', c: 'new' } }),
    ]);
    expect(changes).toEqual({
      '5.3.0': [
        { path: 'a', from: 'true', to: 'false', modes: ['production', 'development'] },
        { path: 'b', from: '1', to: '2', modes: ['development'] },
      ],
    });
  });
});

describe('formatHistory', () => {
  it('writes one release or entry a line', () => {
    const text = formatHistory({
      releases: [{ version: '5.1.0', date: '2025-01-10' }, { version: '5.2.0', date: '2025-02-20' }],
      options: { a: { added: '5.1.0' }, 'a.b': { added: '5.1.0', deprecated: '5.2.0' } },
      hooks: {},
      deprecations: { DEP_A: { added: '5.2.0' } },
      members: { 'Compilation.emitAsset': { added: '5.1.0' } },
    });
    expect(text).toBe(
      [
        '{',
        '  "releases": [',
        '    {"version":"5.1.0","date":"2025-01-10"},',
        '    {"version":"5.2.0","date":"2025-02-20"}',
        '  ],',
        '  "options": {',
        '    "a": {"added":"5.1.0"},',
        '    "a.b": {"added":"5.1.0","deprecated":"5.2.0"}',
        '  },',
        '  "hooks": {},',
        '  "deprecations": {',
        '    "DEP_A": {"added":"5.2.0"}',
        '  },',
        '  "members": {',
        '    "Compilation.emitAsset": {"added":"5.1.0"}',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(text).options['a.b']).toEqual({ added: '5.1.0', deprecated: '5.2.0' });
  });
});

describe('version helpers', () => {
  it('compares versions by number', () => {
    expect(compareVersions('5.9.0', '5.10.0')).toBeLessThan(0);
    expect(compareVersions('5.97.3', '5.97.3')).toBe(0);
    expect(compareVersions('5.100.0', '5.99.9')).toBeGreaterThan(0);
  });

  it('gives the minor version', () => {
    expect(minorOf('5.97.3')).toBe('5.97');
  });

  it('tells stable releases from prereleases', () => {
    expect(['5.0.0', '5.0.0-beta.30', '5.0.0-rc.6', '5.113.0'].filter(isStableRelease)).toEqual(['5.0.0', '5.113.0']);
  });

  it('slugs an option path as a heading id', () => {
    expect(getOptionSlug('output.allowOutside')).toBe('outputallowoutside');
    expect(getOptionSlug('module.parser.css/auto.parseErrors')).toBe('moduleparsercssautoparseerrors');
  });
});
