// What content may use: each component a writer can put in a page, with its props. The build
// renders them to static HTML (src/components/content/, src/node/renderMdx.ts); this file, pure,
// is what the content check, the search records and the Markdown twins read.
import { getNodeStart, type MdastNode } from './mdast';

export type PropType = 'string' | 'boolean';

export interface PropSpec {
  type: PropType;
  required?: boolean;
  /** A string prop must match this, e.g. a version. */
  pattern?: RegExp;
  /** What a valid value looks like, for error messages: "a version such as 5.20.0". */
  expected?: string;
  description: string;
}

export interface ComponentSpec {
  description: string;
  props: Record<string, PropSpec>;
  /** 'none': self-closing; 'markdown': any Markdown; 'tabs': only <Tab> elements. */
  children: 'none' | 'markdown' | 'tabs';
  /** The component is only allowed directly inside this one. */
  parent?: string;
  /** Props of which exactly one must be given. */
  oneOf?: string[];
}

const VERSION = /^\d+(\.(\d+|x)){1,2}$/;
const VERSION_EXPECTED = 'a webpack version such as 5.20.0 or 5.x';

export type ContentComponentName = 'Badge' | 'Deprecated' | 'Tabs' | 'Tab' | 'PackageManagers' | 'ReleaseRange' | 'ConfigChecker';

export const CONTENT_COMPONENTS: Record<ContentComponentName, ComponentSpec> = {
  Badge: {
    description: 'An inline label: the webpack version an option was added in, or a short text.',
    props: {
      since: { type: 'string', pattern: VERSION, expected: VERSION_EXPECTED, description: 'the version the option was added in' },
      text: { type: 'string', pattern: /\S/, expected: 'a non-empty text', description: 'a short label instead of a version' },
    },
    children: 'none',
    oneOf: ['since', 'text'],
  },
  Deprecated: {
    description: 'A deprecation note for an option or hook; its content names the replacement.',
    props: {
      since: { type: 'string', required: true, pattern: VERSION, expected: VERSION_EXPECTED, description: 'the version that deprecated it' },
    },
    children: 'markdown',
  },
  Tabs: {
    description: 'Tabs: one <Tab> per alternative; the reader’s choice is remembered across pages.',
    props: {},
    children: 'tabs',
  },
  Tab: {
    description: 'One tab of <Tabs>; its content is Markdown.',
    props: { label: { type: 'string', required: true, pattern: /\S/, expected: 'a non-empty label', description: 'the tab’s name' } },
    children: 'markdown',
    parent: 'Tabs',
  },
  ReleaseRange: {
    description: 'The upgrade planner of the releases page: two selects that narrow it to the releases between two versions.',
    props: {},
    children: 'none',
  },
  ConfigChecker: {
    description: 'The configuration checker: a field for a webpack.config.js, checked in the browser by webpack’s own validator.',
    props: {},
    children: 'none',
  },
  PackageManagers: {
    description: 'Install commands for npm, yarn and pnpm as tabs.',
    props: {
      pkg: {
        type: 'string',
        required: true,
        pattern: /^(@?[a-z0-9][\w.-]*(\/[\w.-]+)?(@[\w.^~<>=*-]+)?)( +@?[a-z0-9][\w.-]*(\/[\w.-]+)?(@[\w.^~<>=*-]+)?)*$/i,
        expected: 'package names separated by spaces, such as "css-loader style-loader"',
        description: 'the packages to install, separated by spaces',
      },
      dev: { type: 'boolean', description: 'install as development dependencies' },
    },
    children: 'none',
  },
};

export function isContentComponent(name: string | null | undefined): name is ContentComponentName {
  return Boolean(name) && Object.prototype.hasOwnProperty.call(CONTENT_COMPONENTS, name!);
}

export function isJsxElement(node: MdastNode): boolean {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** A component's props as written: strings, and `true` for a bare boolean attribute. */
export type ComponentProps = Record<string, string | boolean>;

export function getComponentProps(node: MdastNode): ComponentProps {
  const props: ComponentProps = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    if (attribute.value === null || attribute.value === undefined) props[attribute.name] = true;
    else if (typeof attribute.value === 'string') props[attribute.name] = attribute.value;
  }
  return props;
}

const isBlank = (node: MdastNode) => node.type === 'text' && !(node.value ?? '').trim();

/** The <Tab> children of a <Tabs>, whitespace between them left out (an inline <Tabs> has them in a paragraph). */
export function getTabNodes(tabs: MdastNode): MdastNode[] {
  return (tabs.children ?? []).flatMap((child) => (child.type === 'paragraph' ? (child.children ?? []) : [child])).filter((child) => !isBlank(child));
}

export interface ComponentProblem {
  /** Line and column of the body (the caller adds the front matter's lines). */
  line: number | undefined;
  column?: number;
  message: string;
}

/**
 * The problems of one JSX element with a capitalised name, each naming the prop:
 * `<Badge sinse="5.1.0" />` -> 'uses <Badge> with the unknown prop "sinse" (props: since, text)'.
 */
export function checkComponent(node: MdastNode, parent: MdastNode | null): ComponentProblem[] {
  const { line, column } = getNodeStart(node);
  const problem = (message: string): ComponentProblem => ({ line, column, message });
  const name = node.name ?? '';
  if (!isContentComponent(name)) {
    return [problem(`uses the component <${name}>, which the site does not provide (components: ${Object.keys(CONTENT_COMPONENTS).join(', ')})`)];
  }
  const spec = CONTENT_COMPONENTS[name];
  const problems: ComponentProblem[] = [];
  const allowed = Object.keys(spec.props);
  const given = new Set<string>();
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
      problems.push(problem(`uses <${name}> with a spread of props ({...}), which the site does not run`));
      continue;
    }
    const prop = attribute.name;
    given.add(prop);
    const propSpec = spec.props[prop];
    if (!propSpec) {
      problems.push(problem(`uses <${name}> with the unknown prop "${prop}" (${allowed.length ? `props: ${allowed.join(', ')}` : 'it takes no props'})`));
      continue;
    }
    const { value } = attribute;
    if (value !== null && value !== undefined && typeof value !== 'string') {
      problems.push(problem(`uses <${name}> with the prop "${prop}" as an expression in braces, which the site does not run: write ${propSpec.type === 'boolean' ? `${prop} alone for true` : `${prop}="…"`}`));
    } else if (propSpec.type === 'boolean' && typeof value === 'string') {
      problems.push(problem(`uses <${name}> with the prop "${prop}" as a string: it is a boolean, write ${prop} alone for true or leave it out`));
    } else if (propSpec.type === 'string' && typeof value !== 'string') {
      problems.push(problem(`uses <${name}> with the prop "${prop}" without a value: it is a string, write ${prop}="…"`));
    } else if (propSpec.type === 'string' && propSpec.pattern && !propSpec.pattern.test(value as string)) {
      problems.push(problem(`uses <${name}> with the prop "${prop}"="${value}", which is not ${propSpec.expected}`));
    }
  }
  for (const [prop, propSpec] of Object.entries(spec.props)) {
    if (propSpec.required && !given.has(prop)) problems.push(problem(`uses <${name}> without the required prop "${prop}" (${propSpec.description})`));
  }
  if (spec.oneOf && spec.oneOf.filter((prop) => given.has(prop)).length !== 1) {
    problems.push(problem(`uses <${name}> with ${spec.oneOf.some((prop) => given.has(prop)) ? 'more than one' : 'none'} of the props ${spec.oneOf.map((prop) => `"${prop}"`).join(' or ')}: give exactly one`));
  }
  if (spec.parent && parent?.name !== spec.parent) {
    problems.push(problem(`uses <${name}> outside <${spec.parent}>: put each <${name}> directly inside a <${spec.parent}>`));
  }
  const children = spec.children === 'tabs' ? getTabNodes(node) : (node.children ?? []).filter((child) => !isBlank(child));
  if (spec.children === 'none' && children.length) problems.push(problem(`uses <${name}> with content: write it self-closing, <${name} … />`));
  if (spec.children === 'tabs') {
    if (children.some((child) => !isJsxElement(child) || child.name !== 'Tab')) problems.push(problem(`uses <${name}> with content other than <Tab> elements`));
    else if (!children.length) problems.push(problem(`uses <${name}> without any <Tab>`));
    const labels = children.map((child) => getComponentProps(child).label).filter((label) => typeof label === 'string');
    const repeated = labels.find((label, index) => labels.indexOf(label) !== index);
    if (repeated !== undefined) problems.push(problem(`uses <${name}> with two tabs labelled "${repeated}": a label names one tab`));
  }
  return problems;
}

/** Every component problem of a page, in document order. */
export function checkComponents(tree: MdastNode): ComponentProblem[] {
  const problems: ComponentProblem[] = [];
  const visit = (node: MdastNode, parent: MdastNode | null) => {
    const isComponent = isJsxElement(node) && Boolean(node.name) && /^[A-Z]/.test(node.name!);
    if (isComponent) problems.push(...checkComponent(node, parent));
    // A paragraph between a JSX parent and its child (inline JSX) does not count as a parent.
    const childParent = isComponent || isJsxElement(node) ? node : node.type === 'paragraph' ? parent : null;
    for (const child of node.children ?? []) visit(child, childParent);
  };
  visit(tree, null);
  return problems;
}

/** <Badge since="5.20.0" /> -> "Added in webpack 5.20.0" (its accessible name); <Badge text="experimental" /> -> "experimental". */
export function getBadgeLabel(props: ComponentProps): string {
  return typeof props.since === 'string' ? `Added in webpack ${props.since}` : String(props.text ?? '');
}

/** What the badge shows: "5.20.0+" for a version, else its text. */
export function getBadgeText(props: ComponentProps): string {
  return typeof props.since === 'string' ? `${props.since}+` : String(props.text ?? '');
}

/** <Deprecated since="5.x"> -> "Deprecated since webpack 5.x". */
export function getDeprecatedLabel(props: ComponentProps): string {
  return `Deprecated since webpack ${props.since}`;
}

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm'] as const;

/** pkg="css-loader style-loader" dev -> the install command of each package manager. */
export function getInstallCommands(props: ComponentProps): Array<{ label: (typeof PACKAGE_MANAGERS)[number]; command: string }> {
  const packages = String(props.pkg ?? '').trim().split(/\s+/).join(' ');
  const dev = props.dev === true;
  return [
    { label: 'npm', command: `npm install ${dev ? '--save-dev ' : ''}${packages}` },
    { label: 'yarn', command: `yarn add ${dev ? '--dev ' : ''}${packages}` },
    { label: 'pnpm', command: `pnpm add ${dev ? '--save-dev ' : ''}${packages}` },
  ];
}

/**
 * The text search reads for a component, given the text of its content:
 * a badge's label, a deprecation's label and content, each tab's label with its content.
 */
/** What <ReleaseRange /> says where it cannot be used: in the Markdown twin and the search text. */
export const RELEASE_RANGE_TEXT =
  'On the web page, two selects narrow this list to an upgrade; the same works with the address: add ?from=5.80&to=5.113 (any two 5.x minor versions, from the older one) to show only the releases after the first, up to the second.';

/** What <ConfigChecker /> says where it cannot be used: in the Markdown twin and the search text. */
export const CONFIG_CHECKER_TEXT =
  'On the web page, a field takes a webpack.config.js: the checker reads it without running it, lists each option it sets with its documentation, default and history for your webpack version, and shows the errors webpack’s own validation gives.';

export function getComponentText(node: MdastNode, childText: (node: MdastNode) => string): string {
  const props = getComponentProps(node);
  switch (node.name) {
    case 'Badge':
      return getBadgeLabel(props);
    case 'Deprecated':
      return `${getDeprecatedLabel(props)}. ${(node.children ?? []).map(childText).join(' ')}`;
    case 'Tab':
      return `${props.label}: ${(node.children ?? []).map(childText).join(' ')}`;
    case 'PackageManagers':
      return `Install ${props.pkg} with ${PACKAGE_MANAGERS.join(', ')}`;
    case 'ReleaseRange':
      return RELEASE_RANGE_TEXT;
    case 'ConfigChecker':
      return CONFIG_CHECKER_TEXT;
    default:
      return (node.children ?? []).map(childText).join(' ');
  }
}

/** Part of a component's content that the Markdown pipeline renders: a tab's content, a note's body. */
export interface ComponentSlot {
  label?: string;
  children: MdastNode[];
}

/**
 * The content of a component, for the renderer to render as Markdown before the component itself:
 * <Tabs> -> one slot per <Tab> with its label; <PackageManagers> -> one code block per manager.
 */
const BLOCKS = new Set(['paragraph', 'heading', 'code', 'list', 'table', 'blockquote', 'thematicBreak', 'html', 'mdxJsxFlowElement', 'mdxFlowExpression']);

/** Content written on the component's own line is phrasing: it becomes one paragraph. */
function asBlocks(children: MdastNode[]): MdastNode[] {
  const content = children.filter((child) => !isBlank(child));
  return content.length && content.every((child) => !BLOCKS.has(child.type)) ? [{ type: 'paragraph', children }] : children;
}

export function getComponentSlots(node: MdastNode): ComponentSlot[] {
  const props = getComponentProps(node);
  switch (node.name) {
    case 'Tabs':
      return getTabNodes(node).map((tab) => ({ label: String(getComponentProps(tab).label), children: asBlocks(tab.children ?? []) }));
    case 'PackageManagers':
      return getInstallCommands(props).map(({ label, command }) => ({
        label,
        children: [{ type: 'code', lang: 'bash', meta: null, value: command } as MdastNode],
      }));
    case 'Deprecated':
      return [{ children: asBlocks(node.children ?? []) }];
    default:
      return [];
  }
}
