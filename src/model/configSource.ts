// The configuration checker's reader (/configuration/checker/): a webpack.config.js as a reader
// pastes it, parsed by acorn and read as data, never run. Literals, objects, arrays, RegExps and
// functions become the values webpack would see; what only running the code would give (a call,
// `require`, a variable from outside) is left out and listed, so the validator checks the rest.
import { parse, type AnyNode, type Expression, type Program, type SpreadElement, type Pattern } from 'acorn';

/** Characters the checker reads ("200 KB"): a configuration of 300 lines is about 10 KB. */
export const MAX_SOURCE_LENGTH = 200 * 1024;
/** Objects and arrays inside each other: webpack's deepest option is 8 levels down. */
export const MAX_DEPTH = 100;

/** A value only running the configuration would give, left out of the check. */
export interface OpaqueValue {
  /** Where it is, written as in the configuration: "output.path", "plugins[1]". */
  path: string;
  /** What it is: "a call to path.resolve()", "the variable isProduction". */
  kind: string;
  line: number;
}

export interface ConfigSource {
  /** The configuration as data: an object, or an array of them for several configurations. */
  value: unknown;
  opaque: OpaqueValue[];
  /** The line each path was written on: "output.filename" -> 12. */
  lines: Map<string, number>;
  /** For arrays with values left out, the index each kept item had in the source. */
  sourceIndexes: WeakMap<unknown[], number[]>;
  /** How the configuration was found: "module.exports", "export default", "defineConfig()", "the pasted object". */
  foundAs: string;
}

/** A paste the checker cannot read, with where, when it can say. */
export class ConfigSourceError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'ConfigSourceError';
  }
}

/** A function in the configuration: webpack would call it; the check only needs to know it is one. */
function opaqueFunction(): void {}

/** `new SomePlugin()`: an object with the `apply` method every plugin instance has. */
class PluginInstance {
  constructor(readonly name: string) {}
  apply(): void {}
}

const OMIT = Symbol('omit');
type Read = unknown;

/** "1,000,000 characters" -> "977 KB". */
function formatSize(characters: number): string {
  return characters >= 1024 * 1024 ? `${(characters / 1024 / 1024).toFixed(1)} MB` : `${Math.round(characters / 1024)} KB`;
}

/** A path as the reader writes it: ('output', 'path') -> 'output.path', ('plugins', 1) -> 'plugins[1]', ('alias', '@') -> 'alias["@"]'. */
export function joinPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? (parent ? `${parent}.${key}` : key) : `${parent}[${JSON.stringify(key)}]`;
}

/** `path.resolve(__dirname, 'dist')` -> "path.resolve". */
function nameOf(node: AnyNode | null | undefined): string | null {
  if (!node) return null;
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'ThisExpression') return 'this';
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    const object = nameOf(node.object);
    return object ? `${object}.${node.property.name}` : null;
  }
  return null;
}

function describeOpaque(node: AnyNode): string {
  switch (node.type) {
    case 'CallExpression': {
      const callee = nameOf(node.callee);
      if (callee === 'require') return 'a require() call';
      return callee ? `a call to ${callee}()` : 'a function call';
    }
    case 'Identifier':
      return `the variable ${node.name}`;
    case 'MemberExpression': {
      const name = nameOf(node);
      return name ? `the value of ${name}` : 'a computed value';
    }
    case 'TemplateLiteral':
      return 'a template string with expressions';
    case 'ConditionalExpression':
      return 'a conditional (a ? b : c)';
    case 'LogicalExpression':
    case 'BinaryExpression':
      return `an expression with ${node.operator}`;
    case 'AwaitExpression':
      return 'an await expression';
    default:
      return 'an expression';
  }
}

interface Scope {
  /** Top-level `const`/`let`/`var` names with their initial values. */
  variables: Map<string, Expression>;
  /** Names being read, so `const a = { b: a }` stops. */
  reading: Set<string>;
}

class Reader {
  readonly opaque: OpaqueValue[] = [];
  readonly lines = new Map<string, number>();
  readonly sourceIndexes = new WeakMap<unknown[], number[]>();

  constructor(private readonly scope: Scope) {}

  private leaveOut(node: AnyNode, path: string, kind = describeOpaque(node)): typeof OMIT {
    this.opaque.push({ path, kind, line: node.loc?.start.line ?? 0 });
    return OMIT;
  }

  /** A top-level variable's value, when it is a value the reader can read. */
  private readVariable(node: AnyNode & { type: 'Identifier' }, path: string, depth: number): Read {
    const init = this.scope.variables.get(node.name);
    if (!init || this.scope.reading.has(node.name)) return this.leaveOut(node, path);
    this.scope.reading.add(node.name);
    try {
      return this.read(init, path, depth);
    } finally {
      this.scope.reading.delete(node.name);
    }
  }

  read(node: Expression | SpreadElement | Pattern, path: string, depth: number): Read {
    if (depth > MAX_DEPTH) {
      throw new ConfigSourceError(`The configuration is nested more than ${MAX_DEPTH} levels deep (at ${path || 'the top'}); webpack's options go 8 levels down.`, node.loc?.start.line, node.loc?.start.column);
    }
    if (path && node.loc && !this.lines.has(path)) this.lines.set(path, node.loc.start.line);
    switch (node.type) {
      case 'Literal':
        if (node.regex) {
          try {
            return new RegExp(node.regex.pattern, node.regex.flags);
          } catch {
            return this.leaveOut(node, path, `a RegExp this browser cannot read (/${node.regex.pattern}/${node.regex.flags})`);
          }
        }
        if (typeof node.value === 'bigint') return this.leaveOut(node, path, 'a BigInt');
        return node.value;
      case 'TemplateLiteral':
        return node.expressions.length ? this.leaveOut(node, path) : node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('');
      case 'UnaryExpression': {
        if (node.operator === 'void') return undefined;
        const argument = this.read(node.argument, path, depth + 1);
        if (argument === OMIT) return OMIT;
        if (node.operator === '-' && typeof argument === 'number') return -argument;
        if (node.operator === '+' && typeof argument === 'number') return argument;
        if (node.operator === '!') return !argument;
        return this.leaveOut(node, path);
      }
      case 'Identifier':
        if (node.name === 'undefined') return undefined;
        if (node.name === 'Infinity') return Infinity;
        if (node.name === 'NaN') return NaN;
        return this.readVariable(node, path, depth);
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        return opaqueFunction;
      case 'ClassExpression':
        return class {};
      case 'NewExpression': {
        const callee = nameOf(node.callee);
        if (callee === 'RegExp' && node.arguments.every((argument) => argument.type === 'Literal' && typeof argument.value === 'string')) {
          const [pattern, flags] = node.arguments.map((argument) => (argument as { value: string }).value);
          try {
            return new RegExp(pattern, flags);
          } catch {
            return this.leaveOut(node, path, 'a RegExp this browser cannot read');
          }
        }
        if (path) this.opaque.push({ path, kind: `new ${callee ?? 'instance'}(): taken as a plugin instance`, line: node.loc?.start.line ?? 0 });
        return new PluginInstance(callee ?? 'instance');
      }
      case 'ObjectExpression':
        return this.readObject(node.properties, path, depth);
      case 'ArrayExpression':
        return this.readArray(node.elements, path, depth);
      case 'ParenthesizedExpression':
        return this.read(node.expression, path, depth);
      case 'SequenceExpression':
        return this.read(node.expressions[node.expressions.length - 1], path, depth);
      case 'MemberExpression': {
        // `paths.output` of `const paths = { output: 'dist' }`.
        const key = !node.computed && node.property.type === 'Identifier' ? node.property.name : node.property.type === 'Literal' ? String(node.property.value) : null;
        if (key !== null && node.object.type === 'Identifier' && this.scope.variables.get(node.object.name)?.type === 'ObjectExpression') {
          const object = this.read(node.object, path, depth + 1);
          if (object !== OMIT && object && typeof object === 'object' && Object.prototype.hasOwnProperty.call(object, key)) return (object as Record<string, unknown>)[key];
        }
        return this.leaveOut(node, path);
      }
      default:
        return this.leaveOut(node, path);
    }
  }

  private readObject(properties: ReadonlyArray<AnyNode>, path: string, depth: number): Record<string, unknown> | typeof OMIT {
    const object: Record<string, unknown> = {};
    for (const property of properties) {
      if (property.type === 'SpreadElement') {
        const spread = this.read(property.argument, path, depth + 1);
        if (spread !== OMIT && spread && typeof spread === 'object' && !Array.isArray(spread)) Object.assign(object, spread);
        else if (spread !== OMIT) this.leaveOut(property, path, 'a spread of something other than an object');
        continue;
      }
      if (property.type !== 'Property') continue;
      const key = property.computed
        ? property.key.type === 'Literal' && (typeof property.key.value === 'string' || typeof property.key.value === 'number')
          ? String(property.key.value)
          : null
        : property.key.type === 'Identifier'
          ? property.key.name
          : property.key.type === 'Literal'
            ? String(property.key.value)
            : null;
      if (key === null) {
        this.leaveOut(property, path, 'a property with a computed name');
        continue;
      }
      const at = joinPath(path, key);
      if (property.kind !== 'init' || property.method) {
        // `apply(compiler) {}`, `get x() {}`: a function webpack would call.
        this.lines.set(at, property.loc?.start.line ?? 0);
        object[key] = opaqueFunction;
        continue;
      }
      const value = this.read(property.value as Expression, at, depth + 1);
      if (value === OMIT || value === undefined) delete object[key];
      else object[key] = value;
    }
    return object;
  }

  private readArray(elements: ReadonlyArray<Expression | SpreadElement | null>, path: string, depth: number): unknown[] {
    const array: unknown[] = [];
    const indexes: number[] = [];
    let omitted = false;
    elements.forEach((element, index) => {
      if (!element) {
        omitted = true;
        return;
      }
      const at = joinPath(path, index);
      if (element.type === 'SpreadElement') {
        const spread = this.read(element.argument, at, depth + 1);
        if (Array.isArray(spread)) {
          omitted = true;
          for (const item of spread) {
            array.push(item);
            indexes.push(index);
          }
        } else if (spread !== OMIT) {
          omitted = true;
          this.leaveOut(element, at, 'a spread of something other than an array');
        } else omitted = true;
        return;
      }
      const value = this.read(element, at, depth + 1);
      if (value === OMIT || value === undefined) {
        omitted = true;
        return;
      }
      array.push(value);
      indexes.push(index);
    });
    if (omitted) this.sourceIndexes.set(array, indexes);
    return array;
  }
}

/** `(env, argv) => ({ … })`, `function () { return { … } }`: the object it returns. */
function returnedValue(node: Expression): Expression | null {
  if (node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') return null;
  if (node.body.type !== 'BlockStatement') return node.body;
  const returns = node.body.body.filter((statement) => statement.type === 'ReturnStatement');
  return returns.length ? (returns[returns.length - 1] as { argument?: Expression | null }).argument ?? null : null;
}

function isModuleExports(node: AnyNode): boolean {
  const name = nameOf(node);
  return name === 'module.exports' || name === 'exports.default';
}

/** The expression that is the configuration, and how it was found. */
function findConfigExpression(program: Program, scope: Scope): { node: Expression; foundAs: string } {
  let found: { node: Expression; foundAs: string } | null = null;
  for (const statement of program.body) {
    if (statement.type === 'ExportDefaultDeclaration' && statement.declaration.type !== 'FunctionDeclaration' && statement.declaration.type !== 'ClassDeclaration') {
      found = { node: statement.declaration as Expression, foundAs: 'export default' };
    } else if (statement.type === 'ExportDefaultDeclaration' && statement.declaration.type === 'FunctionDeclaration') {
      const returned = returnedValue({ ...statement.declaration, type: 'FunctionExpression' } as Expression);
      if (returned) found = { node: returned, foundAs: 'the function of export default' };
    } else if (statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression' && isModuleExports(statement.expression.left)) {
      found = { node: statement.expression.right, foundAs: 'module.exports' };
    }
  }
  if (!found) {
    const [only] = program.body;
    if (program.body.length === 1 && only.type === 'ExpressionStatement') found = { node: only.expression, foundAs: 'the pasted value' };
  }
  if (!found) {
    throw new ConfigSourceError('No configuration found: the checker reads `module.exports = …`, `export default …`, or an object pasted on its own.');
  }
  // Follow what the export names to the object: a variable, a function that returns it, defineConfig().
  const seen = new Set<string>();
  for (;;) {
    const node: Expression = found.node;
    if (node.type === 'Identifier' && scope.variables.has(node.name) && !seen.has(node.name)) {
      seen.add(node.name);
      found = { node: scope.variables.get(node.name)!, foundAs: `${found.foundAs} (the variable ${node.name})` };
      continue;
    }
    if (node.type === 'CallExpression' && /(^|\.)defineConfig$/.test(nameOf(node.callee) ?? '') && node.arguments.length === 1 && node.arguments[0].type !== 'SpreadElement') {
      found = { node: node.arguments[0], foundAs: `${found.foundAs} (defineConfig())` };
      continue;
    }
    const returned = returnedValue(node);
    if (returned) {
      found = { node: returned, foundAs: `${found.foundAs} (the object its function returns)` };
      continue;
    }
    if (node.type === 'ParenthesizedExpression') {
      found = { node: node.expression, foundAs: found.foundAs };
      continue;
    }
    return found;
  }
}

function collectVariables(program: Program): Map<string, Expression> {
  const variables = new Map<string, Expression>();
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.init) variables.set(declarator.id.name, declarator.init);
    }
  }
  return variables;
}

function parseProgram(source: string): Program {
  const options = { ecmaVersion: 'latest', locations: true, allowHashBang: true, allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true, allowImportExportEverywhere: true } as const;
  // An object pasted on its own: `{ mode: 'production' }` would read as a block with a label.
  if (/^\s*[{[]/.test(source)) {
    try {
      const wrapped = parse(`(${source}\n)`, { ...options, sourceType: 'module' });
      const [only] = wrapped.body;
      if (wrapped.body.length === 1 && only.type === 'ExpressionStatement') return wrapped;
    } catch (error) {
      if (error instanceof RangeError || /stack space/.test((error as Error).message)) throw error;
    }
  }
  try {
    return parse(source, { ...options, sourceType: 'module' });
  } catch (moduleError) {
    if (moduleError instanceof RangeError) throw moduleError;
    try {
      return parse(source, { ...options, sourceType: 'script' });
    } catch {
      throw moduleError;
    }
  }
}

/**
 * The configuration in a pasted webpack.config.js (or its object alone), as data:
 * "module.exports = { mode: 'production', output: { path: path.resolve(__dirname, 'dist') } }"
 * -> { value: { mode: 'production', output: {} }, opaque: [{ path: 'output.path', kind: 'a call to path.resolve()' }] }
 */
export function readConfigSource(source: string): ConfigSource {
  if (source.length > MAX_SOURCE_LENGTH) {
    throw new ConfigSourceError(`This paste is ${formatSize(source.length)}: the checker reads up to ${formatSize(MAX_SOURCE_LENGTH)}, far more than a configuration needs. Paste the webpack.config.js alone.`);
  }
  if (!source.trim()) throw new ConfigSourceError('Paste a webpack.config.js, or the configuration object, first.');
  let program: Program;
  try {
    program = parseProgram(source);
  } catch (error) {
    const { message, loc } = error as { message: string; loc?: { line: number; column: number } };
    // acorn's own guard ("Not enough stack space to parse input"), or the engine's.
    if (error instanceof RangeError || /stack space/.test(message)) {
      throw new ConfigSourceError(`The configuration is nested too deeply to read: webpack's options go 8 levels down, and the checker reads up to ${MAX_DEPTH}.`);
    }
    const typescript = /\b(interface|type)\s+\w+|:\s*\w+(\[\])?\s*[=,)]|\bas\s+\w+/.test(source) ? ' The checker reads JavaScript: remove TypeScript types first.' : '';
    throw new ConfigSourceError(`Not valid JavaScript: ${message.replace(/ \(\d+:\d+\)$/, '')}${loc ? ` at line ${loc.line}, column ${loc.column + 1}` : ''}.${typescript}`, loc?.line, loc ? loc.column + 1 : undefined);
  }
  const scope: Scope = { variables: collectVariables(program), reading: new Set() };
  const { node, foundAs } = findConfigExpression(program, scope);
  const reader = new Reader(scope);
  let value: unknown;
  try {
    value = reader.read(node, '', 0);
  } catch (error) {
    if (error instanceof RangeError) throw new ConfigSourceError(`The configuration is nested too deeply to read (the checker reads up to ${MAX_DEPTH} levels).`);
    throw error;
  }
  if (value === OMIT || value === undefined) {
    throw new ConfigSourceError(`The configuration (${foundAs}) is ${describeOpaque(node)}: only running it would give the object, so there is nothing to check. Paste the object itself.`, node.loc?.start.line);
  }
  const isConfig = (item: unknown) => item !== null && typeof item === 'object' && !(item instanceof RegExp);
  if (!isConfig(value) || (Array.isArray(value) && !value.every(isConfig))) {
    throw new ConfigSourceError(`The configuration (${foundAs}) is not an object: webpack takes an object, or an array of objects for several configurations.`, node.loc?.start.line);
  }
  return { value, opaque: reader.opaque, lines: reader.lines, sourceIndexes: reader.sourceIndexes, foundAs };
}

/** Whether a value stands for a plugin instance the reader made with `new` (its name, or null). */
export function getPluginInstanceName(value: unknown): string | null {
  return value instanceof PluginInstance ? value.name : null;
}

/** Whether a value stands for a function of the configuration. */
export function isConfigFunction(value: unknown): boolean {
  return typeof value === 'function';
}
