// The public members of webpack's classes, read from a release's types.d.ts with the TypeScript
// compiler's parser (no type checker: one file, parsed in about a second). The class reference
// pages, `npm run sync:webpack-history` and `npm run webpack:diff` all read members through here,
// so the signatures a page shows are the ones the locked webpack declares.
import ts from 'typescript';
import { getHookDeprecationCodes, HOOK_CLASSES } from './webpackRelease';

export type MemberKind = 'constructor' | 'property' | 'method' | 'getter' | 'setter';

export interface ClassMember {
  /** "Compilation". */
  className: string;
  /** "emitAsset"; "constructor" for the constructor. */
  name: string;
  kind: MemberKind;
  static: boolean;
  readonly: boolean;
  optional: boolean;
  /** Each declaration as types.d.ts writes it, without its comment, on one line (overloads give several). */
  signatures: string[];
  /** `@deprecated` in the declaration's comment; the comment's text after it, when there is some. */
  deprecated?: { notice: string };
  /** Names of the types the signatures refer to (`Asset`, `AssetInfo`), in order of appearance, once each. */
  typeNames: string[];
}

export interface ClassFacts {
  name: string;
  abstract: boolean;
  /** `extends Parser<BuiltJavascriptModule>` -> "Parser". */
  extends?: string;
  members: ClassMember[];
}

/** The classes a plugin or loader author handles (issue 45), plus the logger `getLogger` returns. */
export const REFERENCE_CLASSES = [
  'Compiler',
  'Compilation',
  'Module',
  'NormalModule',
  'Dependency',
  'Chunk',
  'ChunkGroup',
  'Entrypoint',
  'ChunkGraph',
  'ModuleGraph',
  'JavascriptParser',
  'NormalModuleFactory',
  'ContextModuleFactory',
  'MultiCompiler',
  'Watching',
  'Stats',
  'CacheFacade',
  'Logger',
] as const;

export type ReferenceClass = (typeof REFERENCE_CLASSES)[number];

/**
 * "Compilation.emitAsset"; a static member's key has the same form. A static and an instance member
 * of one name (Module's getSourceBasicTypes, whose static form is deprecated) are one member with
 * both signatures, as overloads are.
 */
export function getMemberKey(member: Pick<ClassMember, 'className' | 'name'>): string {
  return `${member.className}.${member.name}`;
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind) : false;
}

function getMemberName(node: ts.ClassElement, source: ts.SourceFile): string | null {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const name = node.name;
  if (!name) return null;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return name.getText(source);
}

function getKind(node: ts.ClassElement): MemberKind | null {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (ts.isMethodDeclaration(node)) return 'method';
  if (ts.isGetAccessorDeclaration(node)) return 'getter';
  if (ts.isSetAccessorDeclaration(node)) return 'setter';
  if (ts.isPropertyDeclaration(node)) return 'property';
  return null;
}

/** The declaration's text without its comments, on one line: tabs and line breaks become single spaces. */
function getDeclarationText(node: ts.Node, source: ts.SourceFile): string {
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
  const text = printer.printNode(ts.EmitHint.Unspecified, node, source);
  return text
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/;$/, '')
    .trim();
}

/** The `@deprecated` tag of a declaration's comment: its text ("Use getAssetPath instead") or "". */
function getDeprecation(node: ts.Node): { notice: string } | undefined {
  const tag = ts.getJSDocTags(node).find((candidate) => candidate.tagName.text === 'deprecated');
  if (!tag) return undefined;
  const comment = typeof tag.comment === 'string' ? tag.comment : (tag.comment ?? []).map((part) => part.text).join('');
  return { notice: comment.replace(/\s+/g, ' ').trim() };
}

/** Type names a declaration refers to (`TypeReference`s and `typeof X`), first appearance first. */
function getTypeNames(node: ts.Node): string[] {
  const names: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isTypeReferenceNode(child)) {
      const name = ts.isIdentifier(child.typeName) ? child.typeName.text : child.typeName.right.text;
      if (!names.includes(name)) names.push(name);
    } else if (ts.isTypeQueryNode(child) && ts.isIdentifier(child.exprName) && !names.includes(child.exprName.text)) {
      names.push(child.exprName.text);
    }
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return names;
}

/**
 * Every class declared at the top of types.d.ts with its public members (types.d.ts has no private
 * ones; `#private` and `protected` members are skipped all the same). Overloads of one name are one
 * member with several signatures; a getter and setter pair is the getter, with the setter's signature.
 */
export function readClasses(typesDts: string, only?: readonly string[]): Map<string, ClassFacts> {
  const source = ts.createSourceFile('types.d.ts', typesDts, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const classes = new Map<string, ClassFacts>();
  for (const statement of source.statements) {
    if (!ts.isClassDeclaration(statement) || !statement.name) continue;
    const className = statement.name.text;
    if (only && !only.includes(className)) continue;
    const heritage = statement.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
    const members = new Map<string, ClassMember>();
    for (const element of statement.members) {
      const kind = getKind(element);
      const name = getMemberName(element, source);
      if (!kind || name === null || name.startsWith('#')) continue;
      if (hasModifier(element, ts.SyntaxKind.PrivateKeyword) || hasModifier(element, ts.SyntaxKind.ProtectedKeyword)) continue;
      const isStatic = hasModifier(element, ts.SyntaxKind.StaticKeyword);
      const signature = getDeclarationText(element, source);
      const existing = members.get(name);
      if (existing) {
        existing.signatures.push(signature);
        if (kind === 'getter' && existing.kind === 'setter') existing.kind = 'getter';
        for (const typeName of getTypeNames(element)) if (!existing.typeNames.includes(typeName)) existing.typeNames.push(typeName);
        // A name is deprecated when every declaration of it is: Module's static getSourceBasicTypes is, its instance method is not.
        if (!getDeprecation(element)) delete existing.deprecated;
        continue;
      }
      const deprecated = getDeprecation(element);
      members.set(name, {
        className,
        name,
        kind,
        static: isStatic,
        readonly: hasModifier(element, ts.SyntaxKind.ReadonlyKeyword),
        optional: Boolean((element as ts.PropertyDeclaration).questionToken),
        signatures: [signature],
        ...(deprecated ? { deprecated } : {}),
        typeNames: getTypeNames(element),
      });
    }
    classes.set(className, {
      name: className,
      abstract: hasModifier(statement, ts.SyntaxKind.AbstractKeyword),
      ...(heritage && ts.isIdentifier(heritage.expression) ? { extends: heritage.expression.text } : {}),
      members: [...members.values()],
    });
  }
  return classes;
}

/** The members of the reference classes, keyed "Compilation.emitAsset"; `deprecated` as for the history. */
export function listClassMembers(typesDts: string, classes: readonly string[] = REFERENCE_CLASSES): Map<string, ClassMember> {
  const members = new Map<string, ClassMember>();
  for (const facts of readClasses(typesDts, classes).values()) {
    for (const member of facts.members) members.set(getMemberKey(member), member);
  }
  return members;
}

/** "hooks: Readonly<{ seal: SyncHook<[]>; … }>" -> "hooks: Readonly<{ … }>": the hooks one by one are documented and dated apart. */
export function shortenHooksSignature(signature: string): string {
  return signature.replace(/\{[\s\S]*\}/, '{ … }');
}

/** What the history and `webpack:diff` compare of a member: its signatures on one line, and `@deprecated`. */
export interface MemberFacts {
  signature: string;
  deprecated: boolean;
}

/**
 * "Compilation.emitAsset" -> { signature, deprecated } for the reference classes of a types.d.ts.
 * The `hooks` of a class whose hooks the history dates one by one (HOOK_CLASSES) is `hooks: Readonly<{ … }>`:
 * a new hook is news of the hooks, not a change of the member.
 */
export function listMemberFacts(typesDts: string): Map<string, MemberFacts> {
  return new Map(
    [...listClassMembers(typesDts)].map(([key, member]) => {
      const datedHooks = member.name === 'hooks' && (HOOK_CLASSES as readonly string[]).includes(member.className);
      const signatures = datedHooks ? member.signatures.map(shortenHooksSignature) : member.signatures;
      return [key, { signature: signatures.join(' | '), deprecated: Boolean(member.deprecated) }];
    }),
  );
}

/**
 * Members whose code webpack warns with, but not because the member is deprecated: it warns when
 * `compilation.assets` is changed after sealing, not when it is used.
 */
export const MEMBERS_WARNED_ABOUT_NOT_DEPRECATED: ReadonlySet<string> = new Set(['Compilation.assets']);

/**
 * The members of a release, also deprecated where its lib/ warns with their code, as hooks are
 * (`Chunk.getNumberOfModules` warns with DEP_WEBPACK_CHUNK_GET_NUMBER_OF_MODULES since 5.0.0, while
 * types.d.ts says `@deprecated` only since 5.106.0). A code that is also a hook's of the same name
 * (`Compilation.additionalChunkAssets`: the hook is deprecated, the property is not) is the hook's.
 */
export function markMembersDeprecatedByCode<T extends { deprecated: boolean }>(
  members: ReadonlyMap<string, T>,
  codes: ReadonlySet<string>,
  hooks: ReadonlyMap<string, unknown>,
): Map<string, T> {
  const marked = new Map<string, T>();
  for (const [key, facts] of members) {
    const byCode = !hooks.has(key) && !MEMBERS_WARNED_ABOUT_NOT_DEPRECATED.has(key) && getHookDeprecationCodes(key).some((code) => codes.has(code));
    marked.set(key, byCode && !facts.deprecated ? { ...facts, deprecated: true } : facts);
  }
  return marked;
}
