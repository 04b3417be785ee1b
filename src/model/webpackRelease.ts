// What one webpack release offers: its configuration options (from schemas/WebpackOptions.json)
// and the hooks of the classes the API pages document (from types.d.ts and the deprecation codes
// of lib/). Pure: the caller reads
// the files; `npm run sync:webpack-history` and `npm run webpack:diff` compare releases with it.

/** The parts of JSON Schema that WebpackOptions.json uses. */
export interface SchemaNode {
  $ref?: string;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  items?: SchemaNode | SchemaNode[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  type?: string | string[];
  enum?: EnumValue[];
  const?: EnumValue;
  instanceof?: string;
  description?: string;
  deprecated?: boolean;
  /** webpack's own mark of the release that brought an option ("5.113.0"). */
  added?: string;
}

export interface WebpackOptionsSchema extends SchemaNode {
  definitions?: Record<string, SchemaNode>;
}

export type EnumValue = string | number | boolean | null;

export interface OptionFacts {
  /** Normalised type, e.g. `boolean | "auto" | RegExp | string[]`. */
  type: string;
  enum?: EnumValue[];
  description?: string;
  deprecated: boolean;
  /** The schema's own `added` field, when the option or the definition it points to has one. */
  added?: string;
}

export interface HookFacts {
  /** The hook's type with whitespace normalised, e.g. `AsyncSeriesHook<[Compiler]>`. */
  type: string;
  deprecated: boolean;
}

/** "#/definitions/Output" -> "Output". */
export function getRefName(ref: string): string {
  return ref.replace(/^#\/definitions\//, '');
}

function getDefinition(schema: WebpackOptionsSchema, name: string): SchemaNode {
  const definition = schema.definitions?.[name];
  if (!definition) throw new Error(`WebpackOptions.json: $ref to a missing definition "${name}"`);
  return definition;
}

/** The node and the definitions its `$ref` chain leads to, nearest first (a `$ref` adds nothing else). */
function followRefs(schema: WebpackOptionsSchema, node: SchemaNode): SchemaNode[] {
  const chain = [node];
  const seen = new Set<string>();
  let current = node;
  while (current.$ref && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    current = getDefinition(schema, getRefName(current.$ref));
    chain.push(current);
  }
  return chain;
}

// Order of the parts of a type summary, so it reads the same in every release:
// `boolean | number | string | "literal" | RegExp | function | object | null | X[]`.
const ATOM_RANKS: Array<[RegExp, number]> = [
  [/^boolean$/, 0],
  [/^number$/, 1],
  [/^string$/, 2],
  [/^[-"\d]|^(true|false)$/, 3],
  [/^RegExp$/, 4],
  [/^function$/, 5],
  [/^object$/, 6],
  [/^null$/, 7],
  [/\[\]$/, 9],
];

function rankAtom(atom: string): number {
  return ATOM_RANKS.find(([pattern]) => pattern.test(atom))?.[1] ?? 8;
}

function sortAtoms(atoms: string[]): string[] {
  const unique = [...new Set(atoms)];
  // `false | boolean` says nothing more than `boolean`.
  const withoutBooleans = unique.includes('boolean') ? unique.filter((atom) => atom !== 'true' && atom !== 'false') : unique;
  return withoutBooleans.sort((a, b) => rankAtom(a) - rankAtom(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The alternatives a value may take. Objects stay "object" (their keys are paths of their own);
 * a definition met again inside itself is named instead of expanded (`RuleSetCondition[]`).
 */
function collectTypeAtoms(schema: WebpackOptionsSchema, node: SchemaNode, stack: readonly string[]): string[] {
  if (node.$ref) {
    const name = getRefName(node.$ref);
    if (stack.includes(name)) return [name];
    return collectTypeAtoms(schema, getDefinition(schema, name), [...stack, name]);
  }
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  if (branches.length) return branches.flatMap((branch) => collectTypeAtoms(schema, branch, stack));
  if (node.enum) return node.enum.map((value) => JSON.stringify(value));
  if (node.const !== undefined) return [JSON.stringify(node.const)];
  if (node.instanceof) return [node.instanceof === 'Function' ? 'function' : node.instanceof];
  const types = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
  if (!types.length) return ['unknown'];
  return types.map((type) => {
    if (type === 'integer') return 'number';
    if (type !== 'array') return type;
    const items = node.items === undefined ? [] : Array.isArray(node.items) ? node.items : [node.items];
    const itemAtoms = sortAtoms(items.flatMap((item) => collectTypeAtoms(schema, item, stack)));
    if (!itemAtoms.length) return 'unknown[]';
    return itemAtoms.length === 1 ? `${itemAtoms[0]}[]` : `(${itemAtoms.join(' | ')})[]`;
  });
}

/** `{ anyOf: [{ type: "boolean" }, { enum: ["auto"] }] }` -> `boolean | "auto"`. */
export function summariseType(schema: WebpackOptionsSchema, node: SchemaNode): string {
  return sortAtoms(collectTypeAtoms(schema, node, [])).join(' | ');
}

/** Enum values of the value itself (through `$ref` and alternatives, not inside arrays). */
function collectEnum(schema: WebpackOptionsSchema, node: SchemaNode, stack: readonly string[]): EnumValue[] {
  if (node.$ref) {
    const name = getRefName(node.$ref);
    return stack.includes(name) ? [] : collectEnum(schema, getDefinition(schema, name), [...stack, name]);
  }
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  return [...(node.enum ?? []), ...(node.const !== undefined ? [node.const] : []), ...branches.flatMap((branch) => collectEnum(schema, branch, stack))];
}

/**
 * The schema deprecated options in their descriptions long before it had `deprecated: true` (5.106.0):
 * stats.exclude "Please use excludeModules instead." (5.0.0), stats.runtime "(deprecated: use
 * 'runtimeModules' instead)" (5.11.1), module.exprContextRequest "Deprecated: This option has moved
 * to …" (5.17.0), "Deprecated in favor of …", "… at a performance cost (Deprecated). …". A value
 * marked deprecated inside a list ("hashed: (deprecated) short hashes") does not count.
 */
const DEPRECATED_DESCRIPTION = /^Please use |\([Dd]eprecated(?::|\)(?:\.|$))|(?:^|\.\s+)Deprecated(?::| in favou?r of)/;

export function isReplacedByDescription(description: string | undefined): boolean {
  return DEPRECATED_DESCRIPTION.test(description ?? '');
}

function describeOption(schema: WebpackOptionsSchema, node: SchemaNode): OptionFacts {
  const chain = followRefs(schema, node);
  const enumValues = [...new Set(collectEnum(schema, node, []))];
  const description = chain.find((link) => link.description !== undefined)?.description;
  const added = chain.find((link) => typeof link.added === 'string')?.added;
  return {
    type: summariseType(schema, node),
    ...(enumValues.length ? { enum: enumValues } : {}),
    ...(description !== undefined ? { description } : {}),
    deprecated: chain.some((link) => link.deprecated === true) || isReplacedByDescription(description),
    ...(added !== undefined ? { added } : {}),
  };
}

/** A path met again through another branch: deprecated only if deprecated everywhere; first description and `added` win. */
function mergeFacts(first: OptionFacts, next: OptionFacts): OptionFacts {
  const enumValues = [...new Set([...(first.enum ?? []), ...(next.enum ?? [])])];
  const type = sortAtoms([...first.type.split(' | '), ...next.type.split(' | ')]).join(' | ');
  const description = first.description ?? next.description;
  const added = first.added ?? next.added;
  return {
    type: first.type === next.type ? first.type : type,
    ...(enumValues.length ? { enum: enumValues } : {}),
    ...(description !== undefined ? { description } : {}),
    deprecated: first.deprecated && next.deprecated,
    ...(added !== undefined ? { added } : {}),
  };
}

/**
 * Every option path of a WebpackOptions.json, as deep as the schema goes: "output.allowOutside",
 * "module.rules.use.loader", "module.parser.css/auto.parseErrors". `$ref`, `anyOf`/`oneOf`/`allOf`,
 * array `items` and `additionalProperties` add no segment; each key of `properties` adds one.
 * A definition already entered on the way down is not entered again (RuleSetRule holds
 * `rules: RuleSetRule[]`, so "module.rules.rules" is a path and "module.rules.rules.test" is not).
 */
export function listOptionPaths(schema: WebpackOptionsSchema): Map<string, OptionFacts> {
  const paths = new Map<string, OptionFacts>();
  const visit = (node: SchemaNode, prefix: string, stack: readonly string[]): void => {
    if (node.$ref) {
      const name = getRefName(node.$ref);
      if (!stack.includes(name)) visit(getDefinition(schema, name), prefix, [...stack, name]);
    }
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) visit(branch, prefix, stack);
    const items = node.items === undefined ? [] : Array.isArray(node.items) ? node.items : [node.items];
    for (const item of items) visit(item, prefix, stack);
    if (typeof node.additionalProperties === 'object') visit(node.additionalProperties, prefix, stack);
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const path = prefix ? `${prefix}.${key}` : key;
      const facts = describeOption(schema, child);
      const known = paths.get(path);
      paths.set(path, known ? mergeFacts(known, facts) : facts);
      visit(child, path, stack);
    }
  };
  visit({ properties: schema.properties ?? {} }, '', []);
  return paths;
}

/**
 * Classes whose hooks the history and the diff follow: those with a hooks page whose headings are
 * the hook names (Compiler, Compilation, NormalModuleFactory, ContextModuleFactory; JavascriptParser
 * on parser.mdx; ResolverFactory on resolvers.mdx). Resolver is left out: its hooks belong to
 * enhanced-resolve, not webpack, and resolvers.mdx lists only four of them in a table. So are the
 * getCompilationHooks() objects (NormalModule, JavascriptModulesPlugin: one table on
 * compilation-hooks.mdx) and compilation-object.mdx, which documents methods. HOOK_PAGES in
 * src/config/webpackHistory.ts must name a page for each (its type requires it).
 */
export const HOOK_CLASSES = [
  'Compiler',
  'Compilation',
  'NormalModuleFactory',
  'ContextModuleFactory',
  'JavascriptParser',
  'ResolverFactory',
] as const;

export type HookClass = (typeof HOOK_CLASSES)[number];

/**
 * "SyncBailHook<\n\t\t[Module],\n\t\tvoid\n\t>" -> "SyncBailHook<[Module], void>". Unions of string
 * literals are sorted: their order in types.d.ts changes between releases without meaning anything.
 */
export function normaliseTypeText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/([<[({]) /g, '$1')
    .replace(/,? ([>\])}])/g, '$1')
    .replace(/([<[(]|, )\| /g, '$1')
    .replace(/"[^"]*"(?: \| "[^"]*")+/g, (union) => union.split(' | ').sort().join(' | '))
    .trim();
}

/** Index just past the bracket that closes the one at `open`. */
function findClosing(text: string, open: number): number {
  const pairs: Record<string, string> = { '{': '}', '<': '>', '[': ']', '(': ')' };
  const closers = new Set(Object.values(pairs));
  const stack: string[] = [];
  for (let index = open; index < text.length; index++) {
    const char = text[index];
    if (char === '/' && text[index + 1] === '*') {
      index = text.indexOf('*/', index + 2) + 1;
      continue;
    }
    if (char === '"' || char === "'") {
      index = text.indexOf(char, index + 1);
      continue;
    }
    // "=>" is an arrow, not a closing angle bracket.
    if (char === '>' && text[index - 1] === '=') continue;
    if (pairs[char]) stack.push(pairs[char]);
    else if (closers.has(char)) {
      if (stack.pop() !== char) throw new Error(`types.d.ts: unbalanced "${char}" at ${index}`);
      if (!stack.length) return index + 1;
    }
  }
  throw new Error('types.d.ts: unclosed bracket');
}

/** Splits `a: A; /** doc *\/ "b": B<C; D>;` into its members, each with the JSDoc before it. */
function splitMembers(body: string): Array<{ doc: string; text: string }> {
  const members: Array<{ doc: string; text: string }> = [];
  let doc = '';
  let index = 0;
  while (index < body.length) {
    if (/\s/.test(body[index])) {
      index++;
      continue;
    }
    if (body.startsWith('/*', index)) {
      const end = body.indexOf('*/', index) + 2;
      doc = body.slice(index, end);
      index = end;
      continue;
    }
    let end = index;
    while (end < body.length && body[end] !== ';') {
      if ('{<[('.includes(body[end])) end = findClosing(body, end);
      else if (body[end] === '"' || body[end] === "'") end = body.indexOf(body[end], end + 1) + 1;
      else end++;
    }
    members.push({ doc, text: body.slice(index, end).trim() });
    doc = '';
    index = end + 1;
  }
  return members;
}

/**
 * Hooks of HOOK_CLASSES in a release's types.d.ts, in declaration order:
 * `declare class Compiler { hooks: Readonly<{ beforeRun: AsyncSeriesHook<[Compiler]>; ... }> }`
 * -> "Compiler.beforeRun" -> { type: "AsyncSeriesHook<[Compiler]>", deprecated: false }.
 * A hook with `@deprecated` in its JSDoc is deprecated. 5.0.0 has the same layout.
 */
export function listHooks(typesDts: string, classes: readonly string[] = HOOK_CLASSES): Map<string, HookFacts> {
  const hooks = new Map<string, HookFacts>();
  for (const name of classes) {
    const declaration = new RegExp(`^declare (?:abstract )?class ${name}\\b[^{]*\\{`, 'm').exec(typesDts);
    if (!declaration) continue;
    const classStart = declaration.index + declaration[0].length - 1;
    const classBody = typesDts.slice(classStart, findClosing(typesDts, classStart));
    const field = /\n\thooks: (?:Readonly<)?\{/.exec(classBody);
    if (!field) continue;
    const open = field.index + field[0].length - 1;
    const members = splitMembers(classBody.slice(open + 1, findClosing(classBody, open) - 1));
    for (const { doc, text } of members) {
      // `name: T`, `"name": T`, `readonly name: T`, `get name(): T` (a deprecated getter since 5.75.0).
      const member = /^(?:readonly\s+)?(?:get\s+)?(?:"([^"]+)"|'([^']+)'|([\w$]+))\??(?:\(\))?:\s*([\s\S]+)$/.exec(text);
      if (!member) throw new Error(`types.d.ts: cannot read the hook "${text.slice(0, 60)}" of ${name}`);
      const hookName = member[1] ?? member[2] ?? member[3];
      hooks.set(`${name}.${hookName}`, { type: normaliseTypeText(member[4]), deprecated: /@deprecated\b/.test(doc) });
    }
  }
  return hooks;
}

/**
 * The deprecation codes a release's code warns with (DEPRECATION_CODE_PATTERN), from the text of one of its lib/ files:
 * `createProcessAssetsHook("optimizeChunkAssets", …, "DEP_WEBPACK_COMPILATION_OPTIMIZE_CHUNK_ASSETS")`
 * -> ["DEP_WEBPACK_COMPILATION_OPTIMIZE_CHUNK_ASSETS"]. Only whole string literals count: the prefix
 * `"DEP_WEBPACK_DEPRECATION_" + code` of util/deprecation.js is no code. Sorted, without repeats.
 */
export function listDeprecationCodes(source: string): string[] {
  const codes = new Set<string>();
  for (const match of source.matchAll(new RegExp(`(["'\`])(${DEPRECATION_CODE_PATTERN})\\1`, 'g'))) codes.add(match[2]);
  return [...codes].sort();
}

/**
 * A deprecation code webpack prints: `DEP_WEBPACK_…`, and the five of lib/template/ModuleTemplate.js,
 * which have no `WEBPACK_` (`DEP_MODULE_TEMPLATE_CONTENT`).
 */
export const DEPRECATION_CODE_PATTERN = 'DEP_(?:WEBPACK|MODULE_TEMPLATE)_[A-Z0-9_]*[A-Z0-9]';

/** "ContextModuleFactory" -> "CONTEXT_MODULE_FACTORY", "normalModuleLoader" -> "NORMAL_MODULE_LOADER", "index2" -> "INDEX2". */
export function toUpperSnake(name: string): string {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toUpperCase();
}

/**
 * The codes webpack warns with when a hook is used:
 * "Compilation.normalModuleLoader" -> ["DEP_WEBPACK_COMPILATION_NORMAL_MODULE_LOADER", "DEP_WEBPACK_COMPILATION_NORMAL_MODULE_LOADER_HOOK"].
 */
export function getHookDeprecationCodes(hook: string): string[] {
  const dot = hook.indexOf('.');
  const code = `DEP_WEBPACK_${toUpperSnake(hook.slice(0, dot))}_${toUpperSnake(hook.slice(dot + 1))}`;
  return [code, `${code}_HOOK`];
}

/**
 * The code webpack warns with when a configuration option is used:
 * "optimization.noEmitOnErrors" -> "DEP_WEBPACK_CONFIGURATION_OPTIMIZATION_NO_EMIT_ON_ERRORS".
 */
export function getOptionDeprecationCode(path: string): string {
  return `DEP_WEBPACK_CONFIGURATION_${path.split('.').map(toUpperSnake).join('_')}`;
}

/**
 * The options of a release, also deprecated where its lib/ warns with their code: the schema marks
 * optimization.noEmitOnErrors deprecated only since 5.106.0, while normalization warns since 5.0.0.
 */
export function markOptionsDeprecatedByCode(options: ReadonlyMap<string, OptionFacts>, codes: ReadonlySet<string>): Map<string, OptionFacts> {
  const marked = new Map<string, OptionFacts>();
  for (const [path, facts] of options) {
    marked.set(path, !facts.deprecated && codes.has(getOptionDeprecationCode(path)) ? { ...facts, deprecated: true } : facts);
  }
  return marked;
}

/**
 * The hooks of a release, also deprecated where its lib/ warns with their code. Several hooks warn
 * since 5.0.0, while types.d.ts marks them `@deprecated` only since 5.106.0, and
 * ContextModuleFactory.alternatives not at all.
 */
export function markHooksDeprecatedByCode(hooks: ReadonlyMap<string, HookFacts>, codes: ReadonlySet<string>): Map<string, HookFacts> {
  const marked = new Map<string, HookFacts>();
  for (const [hook, facts] of hooks) {
    const warns = getHookDeprecationCodes(hook).some((code) => codes.has(code));
    marked.set(hook, warns && !facts.deprecated ? { ...facts, deprecated: true } : facts);
  }
  return marked;
}
