import { getHeadingRelease, getReleaseHeading, writeReleasesPage } from '../../src/model/releasesPage';
import type { WebpackHistory } from '../../src/model/webpackHistory';

const history: WebpackHistory = {
  releases: [
    { version: '5.0.0', date: '2020-10-10' },
    { version: '5.1.0', date: '2020-10-20' },
    { version: '5.2.0', date: '2020-10-30' },
    { version: '5.10.0', date: '2020-12-04' },
    { version: '5.10.1', date: '2020-12-10' },
  ],
  options: {
    output: { added: '5.0.0' },
    'output.clean': { added: '5.10.0' },
    'output.old': { added: '5.0.0', deprecated: '5.1.0', removed: '5.10.1' },
    'output.gone': { added: '5.1.0', removed: '5.2.0' },
    'optimization.minimizeOptions.xml.a': { added: '5.10.1' },
    'optimization.minimizeOptions.xml.b': { added: '5.10.1' },
    'optimization.minimizeOptions.xml.c': { added: '5.10.1' },
    'optimization.minimizeOptions.xml.d': { added: '5.10.1' },
    'optimization.minimizeOptions.xml.d.deep': { added: '5.10.1' },
    'module.rules.use.sourceTest': { added: '5.10.0' },
    'module.rules.use.sourceTest.glob': { added: '5.10.0' },
    'module.rules.assert': { added: '5.10.0', earlier: [{ added: '5.1.0', removed: '5.2.0' }] },
  },
  hooks: {
    'Compilation.seal': { added: '5.0.0' },
    'Compilation.chunkHashDependencies': { added: '5.10.0' },
  },
  deprecations: {
    DEP_WEBPACK_OLD: { added: '5.0.0' },
    DEP_WEBPACK_NEW: { added: '5.10.0' },
    DEP_WEBPACK_GONE: { added: '5.0.0', removed: '5.2.0' },
  },
  defaults: {
    '5.10.1': [
      { path: 'output.clean', from: 'false', to: 'true', modes: ['production', 'development', 'none'] },
      { path: 'optimization.sideEffects', from: 'true', to: "'flag'", modes: ['development', 'none'] },
      { path: 'module.defaultRules', from: `[${'x'.repeat(90)}]`, to: '[]', modes: ['production', 'development', 'none'] },
    ],
  },
};

const DOCS: Record<string, string> = {
  'output.clean': '/configuration/output/#outputclean',
  'optimization.minimizeOptions.xml': '/configuration/optimization/#optimizationminimizeoptionsxml',
  'module.rules.use.sourceTest': '/configuration/module/#ruleusesourcetest',
  'Compilation.chunkHashDependencies': '/api/compilation-hooks/#chunkhashdependencies',
  DEP_WEBPACK_NEW: '/api/deprecations/#dep_webpack_new',
};

const page = writeReleasesPage(history, (_kind, key) => DOCS[key] ?? null);
const section = (minor: string) => page.split(`## webpack ${minor}\n`)[1].split('\n## ')[0];

describe('the webpack 5 releases page', () => {
  it('has a section per minor release, newest first, patches counted with their minor', () => {
    expect([...page.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual(['Plan an upgrade', 'webpack 5.10', 'webpack 5.2', 'webpack 5.1']);
    expect(page).toContain('title: webpack 5 releases');
    expect(page).toContain('all 5 webpack 5 releases published on npm, 5.0.0 to 5.10.1');
  });

  it('links each added option and hook to where it is documented, with its new properties', () => {
    const text = section('5.10');
    expect(text).toContain('- [`output.clean`](/configuration/output/#outputclean)\n');
    expect(text).toContain('- [`module.rules.use.sourceTest`](/configuration/module/#ruleusesourcetest) with `glob`\n');
    expect(text).toContain('Hooks added:\n\n- [`Compilation.chunkHashDependencies`](/api/compilation-hooks/#chunkhashdependencies)');
  });

  it('lists many properties that arrive together under their parent, each named', () => {
    expect(section('5.10')).toContain(
      '- [`optimization.minimizeOptions.xml`](/configuration/optimization/#optimizationminimizeoptionsxml): 4 new properties, `a`, `b`, `c`, `d`, `d.deep`',
    );
  });

  it('lists deprecations and removals, and says when a current option has no documentation', () => {
    expect(section('5.1')).toContain('Options deprecated:\n\n- `output.old`\n');
    expect(section('5.10')).toContain('Options removed:\n\n- `output.old`\n');
    // Removed since: nothing to document.
    expect(section('5.1')).toMatch(/Options added:\n\n(- .*\n)*- `output.gone`\n/);
    expect(section('5.2')).toMatch(/Options removed:\n\n(- .*\n)*- `output.gone`\n/);
    const unlinked = writeReleasesPage(history, () => null);
    expect(unlinked).toContain('- `output.clean` (not documented here yet)');
    expect(unlinked).not.toContain('- `output.gone` (not documented here yet)');
  });
});

describe('deprecation codes', () => {
  it('lists the codes each release starts and stops warning with, linked to their entry', () => {
    expect(section('5.10')).toContain('Deprecation codes webpack starts warning with:\n\n- [`DEP_WEBPACK_NEW`](/api/deprecations/#dep_webpack_new)\n');
    expect(section('5.2')).toContain('Deprecation codes webpack no longer warns with:\n\n- `DEP_WEBPACK_GONE`\n');
    expect(page).not.toContain('`DEP_WEBPACK_OLD`');
  });
});

describe('an option that left and came back', () => {
  it('is listed at each change, with a note that says what happened', () => {
    expect(section('5.1')).toContain('- `module.rules.assert` (not documented here yet) (removed in 5.2.0, added again in 5.10.0)\n');
    expect(section('5.2')).toContain('- `module.rules.assert` (not documented here yet) (added again in 5.10.0)\n');
    expect(section('5.10')).toContain('- `module.rules.assert` (not documented here yet) (again: first added in 5.1.0 and removed in 5.2.0)\n');
  });
});

describe('the first release', () => {
  it('gets a section only for what its patch releases changed', () => {
    const withPatch = writeReleasesPage(
      { ...history, releases: [{ version: '5.0.0', date: '' }, { version: '5.0.1', date: '' }], options: { output: { added: '5.0.0' }, 'output.x': { added: '5.0.1' } }, hooks: {}, deprecations: {} },
      () => null,
    );
    expect(withPatch).toContain('## webpack 5.0\n\nOptions added:\n\n- `output.x` (not documented here yet)\n');
    expect(withPatch).not.toContain('`output` ');
    expect(page).toContain('Every option, hook and deprecation code not listed here was already in 5.0.0.');
  });
});

describe('siblings deprecated together', () => {
  it('are one line that says they were deprecated, not new', () => {
    const deprecatedTogether = writeReleasesPage(
      {
        ...history,
        options: Object.fromEntries(['a', 'b', 'c', 'd'].map((name) => [`module.${name}Context`, { added: '5.0.0', deprecated: '5.2.0' }])),
        hooks: {},
        deprecations: {},
      },
      () => null,
    );
    expect(deprecatedTogether).toContain('Options deprecated:\n\n- `module`: 4 properties deprecated, `aContext`, `bContext`, `cContext`, `dContext`');
  });

  it('opens with the upgrade planner', () => {
    expect(page.split('## Plan an upgrade\n')[1].split('\n## ')[0]).toContain('\n<ReleaseRange />\n');
  });

  it('lists the defaults a release changed, with the modes where not in all, and no quote of a long value', () => {
    expect(section('5.10')).toContain(
      [
        'Defaults changed:',
        '',
        '- [`output.clean`](/configuration/output/#outputclean): `false` → `true` (5.10.1)',
        "- `optimization.sideEffects` in development and none mode: `true` → `'flag'` (5.10.1)",
        '- `module.defaultRules`: the default changed (5.10.1)',
      ].join('\n'),
    );
  });

  it('names each release\'s section so the planner can read the release back', () => {
    expect(getHeadingRelease(getReleaseHeading('5.113'))).toBe('5.113');
    expect(getHeadingRelease('webpack 5.10#')).toBe('5.10');
    expect(getHeadingRelease('Plan an upgrade')).toBeNull();
  });
});
