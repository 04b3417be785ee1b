import {
  getHookDeprecationCodes,
  isReplacedByDescription,
  listDeprecationCodes,
  listHooks,
  listOptionPaths,
  markHooksDeprecatedByCode,
  normaliseTypeText,
  summariseType,
  toUpperSnake,
  type HookFacts,
  type WebpackOptionsSchema,
  getOptionDeprecationCode,
  markOptionsDeprecatedByCode,
} from '../../src/model/webpackRelease';
import { readFixtureLib, readFixtureSchema, readFixtureTypes } from '../fixtures/webpack-releases/readFixtureRelease';

describe('listOptionPaths', () => {
  const release1 = listOptionPaths(readFixtureSchema('5.1.0'));
  const release2 = listOptionPaths(readFixtureSchema('5.2.0'));

  it('lists every path, through $ref, anyOf, array items and additionalProperties, one segment a property', () => {
    expect([...release1.keys()].sort()).toEqual([
      'mode',
      'module',
      'module.parser',
      'module.parser.css/auto',
      'module.parser.css/auto.namedExports',
      'module.rules',
      'module.rules.rules',
      'module.rules.test',
      'module.rules.use',
      'module.rules.use.loader',
      'output',
      'output.legacy',
      'output.path',
      'stats',
      'stats.exclude',
      'stats.excludeModules',
    ]);
  });

  it('stops at a definition already entered on the way down (Rule holds rules: Rule[])', () => {
    expect(release1.has('module.rules.rules')).toBe(true);
    expect(release1.has('module.rules.rules.test')).toBe(false);
  });

  it('summarises types the same way in every release: primitives, literals, RegExp, objects, arrays', () => {
    expect(release1.get('module.rules.test')?.type).toBe('string | RegExp | Condition[]');
    expect(release1.get('module.rules')?.type).toBe('("..." | object)[]');
    expect(release1.get('module.rules.use')?.type).toBe('string | object[]');
    expect(release2.get('output.allowOutside')?.type).toBe('boolean | string[]');
    expect(release2.get('mode')?.type).toBe('"auto" | "development" | "none" | "production"');
  });

  it('gives enum values, the description (of the property, else of its definition), deprecation and the schema\'s added field', () => {
    expect(release2.get('mode')).toEqual({
      type: '"auto" | "development" | "none" | "production"',
      enum: ['development', 'production', 'none', 'auto'],
      description: 'The mode.',
      deprecated: false,
    });
    expect(release1.get('module.rules.rules')).toEqual({ type: 'object[]', description: 'Nested rules.', deprecated: false });
    expect(release1.get('output.legacy')?.deprecated).toBe(false);
    expect(release2.get('output.legacy')).toEqual({ type: 'boolean', description: 'An old option.', deprecated: true });
    expect(release2.get('output.allowOutside')).toEqual({
      type: 'boolean | string[]',
      description: 'Where files may be written.',
      deprecated: false,
      added: '5.2.0',
    });
  });

  it('counts an option whose description only says "Please use ..." as deprecated, from the release that says it', () => {
    const release3 = listOptionPaths(readFixtureSchema('5.3.0'));
    expect(release2.get('stats.exclude')).toEqual({ type: 'boolean', description: 'Leave out matching modules.', deprecated: false });
    expect(release3.get('stats.exclude')).toEqual({ type: 'boolean', description: 'Please use excludeModules instead.', deprecated: true });
    expect(release3.get('stats.excludeModules')?.deprecated).toBe(false);
  });

  it('merges a path met through several branches: deprecated only where deprecated everywhere, the first description', () => {
    const schema: WebpackOptionsSchema = {
      definitions: {
        Old: { type: 'object', properties: { port: { description: 'Old port.', type: 'number', deprecated: true } } },
        New: { type: 'object', properties: { port: { description: 'New port.', type: 'string' }, host: { type: 'string', deprecated: true } } },
      },
      properties: { devServer: { anyOf: [{ $ref: '#/definitions/Old' }, { $ref: '#/definitions/New' }] } },
    };
    const paths = listOptionPaths(schema);
    expect(paths.get('devServer.port')).toEqual({ type: 'number | string', description: 'Old port.', deprecated: false });
    expect(paths.get('devServer.host')).toEqual({ type: 'string', deprecated: true });
  });

  it('names a definition met again inside itself instead of expanding it', () => {
    const schema: WebpackOptionsSchema = {
      definitions: { Tree: { anyOf: [{ type: 'string' }, { type: 'array', items: { $ref: '#/definitions/Tree' } }] } },
    };
    expect(summariseType(schema, { $ref: '#/definitions/Tree' })).toBe('string | Tree[]');
  });
});

describe('listHooks', () => {
  it('reads the hooks of the documented classes, with their types and deprecation', () => {
    expect(Object.fromEntries(listHooks(readFixtureTypes('5.2.0')))).toEqual({
      'ContextModuleFactory.beforeResolve': { type: 'AsyncSeriesWaterfallHook<[any]>', deprecated: false },
      'ContextModuleFactory.alternatives': {
        type: 'FakeHook<Pick<AsyncSeriesWaterfallHook<[any[]]>, "name" | "tap" | "tapPromise">>',
        deprecated: false,
      },
      'Compiler.beforeRun': { type: 'AsyncSeriesHook<[Compiler]>', deprecated: false },
      'Compiler.done': { type: 'AsyncSeriesHook<[Stats]>', deprecated: false },
      'Compiler.afterDone': { type: 'SyncHook<[Stats]>', deprecated: false },
      'Compilation.seal': { type: 'SyncHook<[]>', deprecated: false },
      'Compilation.optimizeChunkAssets': {
        type: 'FakeHook<Pick<AsyncSeriesHook<[Set<Chunk>]>, "name" | "tap" | "tapAsync" | "tapPromise">>',
        deprecated: true,
      },
      'Compilation.processAssets': { type: 'AsyncSeriesHook<[CompilationAssets], ProcessAssetsAdditionalOptions>', deprecated: false },
      'NormalModuleFactory.resolve': { type: 'AsyncSeriesBailHook<[ResolveData], false | void | Module>', deprecated: false },
    });
  });

  it('reads a type written on one line and on several the same', () => {
    const oneLine = listHooks(readFixtureTypes('5.1.0')).get('Compilation.processAssets');
    const severalLines = listHooks(readFixtureTypes('5.2.0')).get('Compilation.processAssets');
    expect(oneLine).toEqual(severalLines);
  });

  it('reads deprecated getters', () => {
    expect(listHooks(readFixtureTypes('5.3.0')).get('Compilation.normalModuleLoader')).toEqual({
      type: 'SyncHook<[object, NormalModule]>',
      deprecated: true,
    });
  });

  it('leaves out classes the API pages do not document', () => {
    expect([...listHooks(readFixtureTypes('5.1.0')).keys()].filter((key) => key.startsWith('Watching.'))).toEqual([]);
  });
});

describe('isReplacedByDescription', () => {
  it('takes a description that starts with "Please use " for a deprecation', () => {
    expect(isReplacedByDescription('Please use excludeModules instead.')).toBe(true);
  });

  it('takes the other ways the schema wrote a deprecation in a description', () => {
    expect(isReplacedByDescription("Add information about runtime modules (deprecated: use 'runtimeModules' instead).")).toBe(true);
    expect(isReplacedByDescription("Set the default request. Deprecated: This option has moved to 'module.parser.javascript.exprContextRequest'.")).toBe(true);
    expect(isReplacedByDescription('Deprecated in favor of "exportsPresence". Emit errors instead of warnings.')).toBe(true);
    expect(isReplacedByDescription('Handles exceptions in module loading correctly at a performance cost (Deprecated). This will handle module error compatible with the Node.js CommonJS way.')).toBe(true);
  });

  it('leaves a deprecated value in a list, and mentions of deprecation warnings, alone', () => {
    expect(isReplacedByDescription('Define the algorithm to choose module ids (natural: numeric ids, hashed: (deprecated) short hashes as ids).')).toBe(false);
    expect(isReplacedByDescription('Enable backward-compat layer with deprecation warnings for many webpack 4 APIs.')).toBe(false);
  });

  it('leaves other descriptions, and "please use" further in, alone', () => {
    expect(isReplacedByDescription('Leave out matching modules. Please use this rather than exclude.')).toBe(false);
    expect(isReplacedByDescription('please use excludeModules instead.')).toBe(false);
    expect(isReplacedByDescription(undefined)).toBe(false);
  });
});

describe('listDeprecationCodes', () => {
  it('collects the DEP_WEBPACK_ string literals of lib/ code, sorted and once each', () => {
    expect(listDeprecationCodes(readFixtureLib('5.1.0'))).toEqual(['DEP_WEBPACK_CHUNK_MODULES_ITERABLE', 'DEP_WEBPACK_COMPILATION_OPTIMIZE_CHUNK_ASSETS']);
    expect(listDeprecationCodes(`"DEP_WEBPACK_B"; 'DEP_WEBPACK_A2'; \`DEP_WEBPACK_B\``)).toEqual(['DEP_WEBPACK_A2', 'DEP_WEBPACK_B']);
  });

  it('also collects the ModuleTemplate codes, which have no WEBPACK_, and no other DEP_ name', () => {
    expect(listDeprecationCodes(`"DEP_MODULE_TEMPLATE_CONTENT"; DefinePlugin.VALUE_DEP_MAIN; "DEP_NODE_X"`)).toEqual(['DEP_MODULE_TEMPLATE_CONTENT']);
  });

  it('skips the prefix util/deprecation.js builds codes from, and codes not in a string', () => {
    expect(listDeprecationCodes(readFixtureLib('5.2.0'))).not.toContain('DEP_WEBPACK_DEPRECATION_');
    expect(listDeprecationCodes('"DEP_WEBPACK_DEPRECATION_" + code; `DEP_WEBPACK_DEPRECATION_${code}`; // DEP_WEBPACK_X')).toEqual([]);
  });
});

describe('hook deprecation codes', () => {
  it('writes class and hook names in UPPER_SNAKE', () => {
    expect(toUpperSnake('ContextModuleFactory')).toBe('CONTEXT_MODULE_FACTORY');
    expect(toUpperSnake('normalModuleLoader')).toBe('NORMAL_MODULE_LOADER');
    expect(toUpperSnake('index2')).toBe('INDEX2');
    expect(toUpperSnake('HMRPlugin')).toBe('HMR_PLUGIN');
  });

  it('gives the code of a hook, with and without _HOOK', () => {
    expect(getHookDeprecationCodes('ContextModuleFactory.alternatives')).toEqual([
      'DEP_WEBPACK_CONTEXT_MODULE_FACTORY_ALTERNATIVES',
      'DEP_WEBPACK_CONTEXT_MODULE_FACTORY_ALTERNATIVES_HOOK',
    ]);
  });

  it('marks deprecated the hooks whose code lib/ warns with, either form', () => {
    const hooks = new Map<string, HookFacts>([
      ['Compilation.optimizeChunkAssets', { type: 'AsyncSeriesHook<[Set<Chunk>]>', deprecated: false }],
      ['Compilation.normalModuleLoader', { type: 'SyncHook<[object, NormalModule]>', deprecated: false }],
      ['Compilation.seal', { type: 'SyncHook<[]>', deprecated: false }],
      ['Compiler.done', { type: 'AsyncSeriesHook<[Stats]>', deprecated: true }],
    ]);
    const codes = new Set(['DEP_WEBPACK_COMPILATION_OPTIMIZE_CHUNK_ASSETS', 'DEP_WEBPACK_COMPILATION_NORMAL_MODULE_LOADER_HOOK', 'DEP_WEBPACK_COMPILATION_SEAL_PLUGIN']);
    const marked = markHooksDeprecatedByCode(hooks, codes);
    expect(Object.fromEntries([...marked].map(([hook, facts]) => [hook, facts.deprecated]))).toEqual({
      'Compilation.optimizeChunkAssets': true,
      'Compilation.normalModuleLoader': true,
      'Compilation.seal': false,
      // @deprecated in types.d.ts stays, with or without a code.
      'Compiler.done': true,
    });
    expect(marked.get('Compilation.optimizeChunkAssets')?.type).toBe('AsyncSeriesHook<[Set<Chunk>]>');
  });

  it('needs the class in the code: the same hook name on another class is not deprecated', () => {
    const hooks = new Map<string, HookFacts>([['NormalModuleFactory.alternatives', { type: 'SyncHook<[]>', deprecated: false }]]);
    expect(markHooksDeprecatedByCode(hooks, new Set(['DEP_WEBPACK_CONTEXT_MODULE_FACTORY_ALTERNATIVES'])).get('NormalModuleFactory.alternatives')?.deprecated).toBe(false);
  });
});

describe('normaliseTypeText', () => {
  it('joins a type written over several lines', () => {
    expect(normaliseTypeText('SyncWaterfallHook<\n\t\t\t[\n\t\t\t\tstring,\n\t\t\t\t| "a"\n\t\t\t\t| "b"\n\t\t\t],\n\t\t\tvoid\n\t\t>')).toBe(
      'SyncWaterfallHook<[string, "a" | "b"], void>',
    );
  });

  it('sorts unions of string literals, whose order changes between releases', () => {
    expect(normaliseTypeText('Pick<Hook, "name" | "tapAsync" | "tap">')).toBe('Pick<Hook, "name" | "tap" | "tapAsync">');
  });
});

describe('option deprecation codes', () => {
  it('gives the code normalization warns with for an option path', () => {
    expect(getOptionDeprecationCode('optimization.noEmitOnErrors')).toBe('DEP_WEBPACK_CONFIGURATION_OPTIMIZATION_NO_EMIT_ON_ERRORS');
  });

  it('marks deprecated the options whose code lib/ warns with, and only those', () => {
    const facts = { type: 'boolean', deprecated: false };
    const options = new Map([
      ['optimization.noEmitOnErrors', facts],
      ['optimization.emitOnErrors', facts],
    ]) as unknown as Parameters<typeof markOptionsDeprecatedByCode>[0];
    const marked = markOptionsDeprecatedByCode(options, new Set(['DEP_WEBPACK_CONFIGURATION_OPTIMIZATION_NO_EMIT_ON_ERRORS']));
    expect(marked.get('optimization.noEmitOnErrors')?.deprecated).toBe(true);
    expect(marked.get('optimization.emitOnErrors')?.deprecated).toBe(false);
  });
});
