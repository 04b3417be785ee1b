// The class reference pages (content/api/class-*.mdx): every public member of a webpack class, its
// heading, kind and signature generated from the locked webpack's types.d.ts, with the description
// and example our writers give under `### name` inside <ClassMembers of="Class">. The build puts
// the generated sections where the element is; check:content and content:report list the members
// no writer has described yet.
import { slug } from 'github-slugger';
import { getNodeStart, getText, type MdastNode } from './mdast';
import { getComponentProps } from './contentComponents';
import { getUrlFromPath } from './url';
import { shortenHooksSignature, type ClassFacts, type ClassMember, type ReferenceClass } from './classMembers';

/** The element a class page puts its member sections in. */
export const CLASS_MEMBERS_ELEMENT = 'ClassMembers';

/** The page (under content/) of each reference class. */
export const CLASS_PAGES: Record<ReferenceClass, string> = {
  Compiler: 'api/class-compiler.mdx',
  Compilation: 'api/class-compilation.mdx',
  Module: 'api/class-module.mdx',
  NormalModule: 'api/class-normalmodule.mdx',
  Dependency: 'api/class-dependency.mdx',
  Chunk: 'api/class-chunk.mdx',
  ChunkGroup: 'api/class-chunkgroup.mdx',
  Entrypoint: 'api/class-entrypoint.mdx',
  ChunkGraph: 'api/class-chunkgraph.mdx',
  ModuleGraph: 'api/class-modulegraph.mdx',
  JavascriptParser: 'api/class-javascriptparser.mdx',
  NormalModuleFactory: 'api/class-normalmodulefactory.mdx',
  ContextModuleFactory: 'api/class-contextmodulefactory.mdx',
  MultiCompiler: 'api/class-multicompiler.mdx',
  Watching: 'api/class-watching.mdx',
  Stats: 'api/class-stats.mdx',
  CacheFacade: 'api/class-cachefacade.mdx',
  Logger: 'api/class-logger.mdx',
};

/** The name plugin code gives an object of each class: `compilation.emitAsset()`, `parser.evaluateExpression()`. */
export const RECEIVER_NAMES: Record<ReferenceClass, string> = {
  Compiler: 'compiler',
  Compilation: 'compilation',
  Module: 'module',
  NormalModule: 'normalModule',
  Dependency: 'dependency',
  Chunk: 'chunk',
  ChunkGroup: 'chunkGroup',
  Entrypoint: 'entrypoint',
  ChunkGraph: 'chunkGraph',
  ModuleGraph: 'moduleGraph',
  JavascriptParser: 'parser',
  NormalModuleFactory: 'normalModuleFactory',
  ContextModuleFactory: 'contextModuleFactory',
  MultiCompiler: 'multiCompiler',
  Watching: 'watching',
  Stats: 'stats',
  CacheFacade: 'cache',
  Logger: 'logger',
};

/**
 * How code reaches a member: "compilation.emitAsset()", "compilation.chunkGraph",
 * "Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL", "new Compilation()".
 */
export function getMemberUsage(member: ClassMember): string {
  if (member.kind === 'constructor') return `new ${member.className}()`;
  const receiver = member.static ? member.className : (RECEIVER_NAMES[member.className as ReferenceClass] ?? member.className);
  return `${receiver}.${member.name}${member.kind === 'method' ? '()' : ''}`;
}

/** The class of a signature's <code>: a language no highlighter knows, so the type links stay. */
export const SIGNATURE_LANGUAGE_CLASS = 'language-signature';

/** The class of a member-kind line (the member's own usage is no link to itself). */
export const MEMBER_KIND_CLASS = 'member-kind';

/** The reference class a page documents, if it is a class page. */
export function getPageClass(pagePath: string): ReferenceClass | null {
  const found = Object.entries(CLASS_PAGES).find(([, page]) => page === pagePath);
  return found ? (found[0] as ReferenceClass) : null;
}

/** The url of a class's page: "Compilation" -> "/api/class-compilation/"; null for a class without one. */
export function getClassUrl(className: string): string | null {
  const page = Object.prototype.hasOwnProperty.call(CLASS_PAGES, className) ? CLASS_PAGES[className as ReferenceClass] : undefined;
  return page ? getUrlFromPath(page) : null;
}

/** The url of a member's entry: ("Compilation", "emitAsset") -> "/api/class-compilation/#emitasset". */
export function getMemberUrl(className: string, memberName: string): string | null {
  const url = getClassUrl(className);
  return url ? `${url}#${slug(memberName)}` : null;
}

/** The order of the groups on a page, and their headings. */
const GROUPS: Array<{ title: string; has: (member: ClassMember) => boolean }> = [
  { title: 'Static members', has: (member) => member.static },
  { title: 'Properties', has: (member) => !member.static && member.kind !== 'method' && member.kind !== 'constructor' },
  { title: 'Methods', has: (member) => !member.static && (member.kind === 'method' || member.kind === 'constructor') },
];

/** "static read-only property", "method", "getter and setter", "optional property". */
export function describeKind(member: ClassMember): string {
  const accessor = member.kind === 'getter' && member.signatures.some((signature) => /^(?:static )?set /.test(signature)) ? 'getter and setter' : member.kind;
  const words = [
    member.static ? 'static' : '',
    member.readonly || (member.kind === 'getter' && accessor === 'getter') ? 'read-only' : '',
    member.optional ? 'optional' : '',
    accessor,
  ].filter(Boolean);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface MemberDescription {
  /** The blocks under the member's heading: our description, and an example. */
  blocks: MdastNode[];
  line?: number;
}

export interface MemberDescriptions {
  descriptions: Map<string, MemberDescription>;
  problems: Array<{ line?: number; column?: number; message: string }>;
}

/** The `<ClassMembers>` elements of a page's top level. */
function findElements(tree: MdastNode): number[] {
  return (tree.children ?? []).flatMap((node, index) => (node.type === 'mdxJsxFlowElement' && node.name === CLASS_MEMBERS_ELEMENT ? [index] : []));
}

/** The `### name` sections a writer put inside the element, by member name. */
export function readMemberDescriptions(element: MdastNode): MemberDescriptions {
  const descriptions = new Map<string, MemberDescription>();
  const problems: MemberDescriptions['problems'] = [];
  let current: MemberDescription | null = null;
  // After a heading that is reported, its blocks are not reported again.
  let skipping = false;
  for (const node of element.children ?? []) {
    if (node.type === 'heading') {
      skipping = true;
      const name = getText(node).trim();
      const { line, column } = getNodeStart(node);
      if (node.depth !== 3) {
        problems.push({ line, column, message: `<${CLASS_MEMBERS_ELEMENT}> has a level-${node.depth} heading "${name}": a member is described under a level-3 heading (### name)` });
        current = null;
      } else if (descriptions.has(name)) {
        problems.push({ line, column, message: `<${CLASS_MEMBERS_ELEMENT}> describes "${name}" twice` });
        current = null;
      } else {
        current = { blocks: [], line };
        descriptions.set(name, current);
      }
      continue;
    }
    if (current) current.blocks.push(node);
    else if (!skipping) {
      const { line, column } = getNodeStart(node);
      problems.push({ line, column, message: `<${CLASS_MEMBERS_ELEMENT}> has text before its first member heading: each description goes under "### name"` });
    }
  }
  for (const [name, { blocks, line }] of descriptions) {
    if (!blocks.some((block) => block.type === 'paragraph')) problems.push({ line, message: `<${CLASS_MEMBERS_ELEMENT}> has a heading "${name}" with no description under it` });
  }
  return { descriptions, problems };
}

/** The member descriptions of a class page's tree, without changing it (check:content, content:report, webpack:diff). */
export function findMemberDescriptions(tree: MdastNode): Set<string> {
  const names = new Set<string>();
  for (const index of findElements(tree)) for (const name of readMemberDescriptions(tree.children![index]).descriptions.keys()) names.add(name);
  return names;
}

export interface ClassPageContext {
  facts: ClassFacts;
  /** Url of the page of a class that has one (type links, the parent class). */
  classUrl: (className: string) => string | null;
  /** Url of the page of the class's hooks, when it has one: the `hooks` member links there instead of repeating them. */
  hooksUrl?: string | null;
}

const text = (value: string): MdastNode => ({ type: 'text', value });
const inlineCode = (value: string): MdastNode => ({ type: 'inlineCode', value });

interface HastNode {
  type: 'element' | 'text';
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
}

/**
 * A signature as hast: the type names that have a page of their own become links. Its <code> says a
 * language the highlighter does not know, so the highlighter, which would flatten the links, leaves them.
 */
export function linkSignature(signature: string, linkable: ReadonlyMap<string, string>): HastNode[] {
  const nodes: HastNode[] = [];
  let last = 0;
  for (const match of signature.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const url = linkable.get(match[0]);
    const before = signature[match.index! - 1];
    // A name after a dot or before a colon is a property or parameter, not a type.
    if (!url || before === '.' || /^\??:/.test(signature.slice(match.index! + match[0].length))) continue;
    if (match.index! > last) nodes.push({ type: 'text', value: signature.slice(last, match.index) });
    nodes.push({ type: 'element', tagName: 'a', properties: { href: url }, children: [{ type: 'text', value: match[0] }] });
    last = match.index! + match[0].length;
  }
  if (last < signature.length) nodes.push({ type: 'text', value: signature.slice(last) });
  return nodes;
}

/** `hooks: Readonly<{ … 80 hooks … }>` is said in one line: the hooks have their own page. */
function getShownSignatures(member: ClassMember, hooksUrl: string | null | undefined): string[] {
  return member.name === 'hooks' && hooksUrl ? member.signatures.map(shortenHooksSignature) : member.signatures;
}

/** "Use needBuild instead" -> "needBuild". */
export function getReplacement(notice: string): string | null {
  return /\bUse `?([\w$.]+)(?:\(\))?`? instead\b/i.exec(notice)?.[1] ?? null;
}

/** The sections of one member: heading, kind, signature, what the hooks page or deprecation says, then the description. */
function buildMemberSections(member: ClassMember, description: MemberDescription | undefined, context: ClassPageContext, linkable: ReadonlyMap<string, string>, names: ReadonlySet<string>): MdastNode[] {
  const signatures = getShownSignatures(member, context.hooksUrl);
  const value = signatures.join('\n');
  const signature = {
    type: 'code',
    lang: 'ts',
    value,
    data: {
      // `language-signature`: a language the highlighter does not know, so it keeps the links.
      hProperties: { className: [SIGNATURE_LANGUAGE_CLASS] },
      hChildren: signatures.flatMap((line, index) => [...(index ? [{ type: 'text', value: '\n' } as HastNode] : []), ...linkSignature(line, linkable)]),
    },
  } as MdastNode;
  const nodes: MdastNode[] = [
    // Found by search as plugin code writes it too: "compilation.emitAsset" finds this entry as its title.
    { type: 'heading', depth: 3, data: { searchAliases: [getMemberUsage(member).replace(/\(\)$/, '')] }, children: [text(member.name)] } as MdastNode,
    { type: 'paragraph', data: { hProperties: { className: [MEMBER_KIND_CLASS] } }, children: [text(`${describeKind(member)}: `), inlineCode(getMemberUsage(member))] } as MdastNode,
    signature,
  ];
  if (member.name === 'hooks' && context.hooksUrl) {
    nodes.push({ type: 'paragraph', children: [text('Each hook is documented, with its arguments and the release that added it, on '), { type: 'link', url: context.hooksUrl, children: [text(`${context.facts.name} Hooks`)] }, text('.')] });
  }
  const replacement = member.deprecated && getReplacement(member.deprecated.notice);
  if (replacement) {
    const target = names.has(replacement) ? { type: 'link', url: `#${slug(replacement)}`, children: [inlineCode(replacement)] } : inlineCode(replacement);
    nodes.push({ type: 'paragraph', children: [text('Deprecated: webpack’s types name '), target as MdastNode, text(' as the replacement.')] });
  } else if (member.deprecated && /next major release/i.test(member.deprecated.notice)) {
    nodes.push({ type: 'paragraph', children: [text('Deprecated: webpack’s types say it goes in the next major release.')] });
  }
  // A bare `@deprecated` says no more than the heading's "deprecated in" mark.
  return [...nodes, ...(description?.blocks ?? [])];
}

/** Members in the page's order: by group, then by name (case ignored), the constructor first among methods. */
export function orderMembers(members: readonly ClassMember[]): Array<{ title: string; members: ClassMember[] }> {
  const byName = (a: ClassMember, b: ClassMember) =>
    (a.kind === 'constructor' ? -1 : 0) - (b.kind === 'constructor' ? -1 : 0) || a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.name.localeCompare(b.name);
  return GROUPS.map(({ title, has }) => ({ title, members: members.filter(has).sort(byName) })).filter((group) => group.members.length);
}

/**
 * Replaces the page's <ClassMembers of="Class"> with a section per member, and returns the problems:
 * the element missing, twice, or for another class; a description of a member the class does not
 * have (a typo, or a member webpack removed). A member with no description gets its heading and
 * signature; findUndescribedMembers lists it.
 */
export function addClassMembers(tree: MdastNode, context: ClassPageContext): Array<{ line?: number; column?: number; message: string }> {
  const children = tree.children ?? [];
  const at = findElements(tree);
  const className = context.facts.name;
  if (at.length === 0) return [{ message: `has no <${CLASS_MEMBERS_ELEMENT} of="${className}">: the members of ${className} go there` }];
  if (at.length > 1) return [{ message: `has <${CLASS_MEMBERS_ELEMENT}> ${at.length} times: the members of ${className} go in one place` }];
  const element = children[at[0]];
  const { line, column } = getNodeStart(element);
  const { of } = getComponentProps(element);
  if (of !== className) return [{ line, column, message: `has <${CLASS_MEMBERS_ELEMENT} of=${JSON.stringify(of ?? null)}>, but the page documents ${className}` }];
  const { descriptions, problems } = readMemberDescriptions(element);
  const names = new Set(context.facts.members.map((member) => member.name));
  for (const [name, { line: at }] of descriptions) {
    if (!names.has(name)) problems.push({ line: at, message: `describes "${name}", which webpack's ${className} does not have (types.d.ts of the locked webpack)` });
  }
  const linkable = new Map<string, string>();
  for (const member of context.facts.members) {
    for (const typeName of member.typeNames) {
      const url = typeName === className ? null : context.classUrl(typeName);
      if (url) linkable.set(typeName, url);
    }
  }
  const parent = context.facts.extends;
  const parentUrl = parent ? context.classUrl(parent) : null;
  const generated: MdastNode[] = [];
  if (parent && parentUrl) {
    generated.push({
      type: 'paragraph',
      children: [inlineCode(className), text(' extends '), { type: 'link', url: parentUrl, children: [inlineCode(parent)] }, text(': the members listed there are members of '), inlineCode(className), text(' too. Below are the ones it declares itself.')],
    });
  }
  for (const group of orderMembers(context.facts.members)) {
    generated.push({ type: 'heading', depth: 2, children: [text(group.title)] });
    for (const member of group.members) generated.push(...buildMemberSections(member, descriptions.get(member.name), context, linkable, names));
  }
  children.splice(at[0], 1, ...generated);
  return problems;
}

/** The members of a class a page does not describe (check:content lists them, content:report counts them). */
export function findUndescribedMembers(facts: ClassFacts, described: ReadonlySet<string>): string[] {
  return facts.members.filter((member) => !described.has(member.name)).map((member) => member.name);
}

export interface MemberExample {
  /** The member the example is under. */
  member: string;
  code: string;
  /** Line of the fence in the body (the caller adds the front matter's lines). */
  line: number;
}

/** The TypeScript fences (```ts) under the member headings of a page's <ClassMembers>: each compiles against webpack's types in `npm test`. */
export function findMemberExamples(tree: MdastNode): MemberExample[] {
  const examples: MemberExample[] = [];
  for (const index of findElements(tree)) {
    for (const [member, { blocks }] of readMemberDescriptions(tree.children![index]).descriptions) {
      for (const block of blocks) {
        const lang = (block as { lang?: string | null }).lang;
        if (block.type === 'code' && (lang === 'ts' || lang === 'typescript')) examples.push({ member, code: block.value ?? '', line: getNodeStart(block).line ?? 0 });
      }
    }
  }
  return examples;
}
