// Tables of the options whose defaults differ between configurations, as webpack's own defaults
// code computes them for the locked release (src/node/modeDefaults.ts): between the modes, on the
// mode page where it says `<ModeDefaults />`, and between a web and a node target, on the target
// page where it says `<TargetDefaults />`. Pure: the values and the links come in.
import type { MdastNode } from './mdast';

export const MODE_PAGE = 'configuration/mode.mdx';
export const MODES = ['production', 'development', 'none'] as const;
export type Mode = (typeof MODES)[number];
export const TARGET_PAGE = 'configuration/target.mdx';
export const TARGETS = ['web', 'node'] as const;
/** The option trees whose target defaults the target page compares. */
export const TARGET_DEFAULT_ROOTS = ['output', 'node'];

/** One option path, with its default in each column as text ("false", "'named'", "a function"); null where the column sets none. */
export interface ModeDefaultRow {
  path: string;
  values: Record<string, string | null>;
  /** Why a column sets none, where an option above it is a plain value there: "performance: false". */
  because?: Record<string, string>;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** A default as a reader would write it in a configuration. */
export function formatDefault(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  if (value instanceof RegExp) return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : value > 0 ? 'Infinity' : '-Infinity';
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return `[${value.map(formatDefault).join(', ')}]`;
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    return entries.length ? `{ ${entries.map(([key, item]) => `${key}: ${formatDefault(item)}`).join(', ')} }` : '{}';
  }
  return String(value);
}

/** Every leaf path of an options object: plain objects are walked, everything else is a value. */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (isPlainObject(value) && (prefix === '' || Object.keys(value).length > 0)) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, value);
  return out;
}

/** Every leaf path of computed options with its default as text: { "output.clean": "false", … }. */
export function flattenDefaults(options: unknown): Record<string, string> {
  return Object.fromEntries([...flatten(options, '', new Map())].map(([path, value]) => [path, formatDefault(value)]));
}

/** The nearest ancestor of `path` that is a value in `flat`, not walked into (`performance` for `performance.hints`). */
function plainAncestor(path: string, flat: Map<string, unknown>): string | undefined {
  const parts = path.split('.');
  for (let end = parts.length - 1; end > 0; end--) {
    const ancestor = parts.slice(0, end).join('.');
    if (flat.has(ancestor)) return ancestor;
  }
  return undefined;
}

/**
 * The paths whose defaults differ between the modes, sorted. A path that is an object in one mode
 * and a plain value in another (`performance`: `{ hints: 'warning', … }` or `false`) gives a row
 * for the plain value and a row for each leaf below it.
 */
export function diffModeDefaults(options: Record<string, unknown>, columns: readonly string[] = MODES): ModeDefaultRow[] {
  const flat = Object.fromEntries(columns.map((mode) => [mode, flatten(options[mode], '', new Map())])) as Record<string, Map<string, unknown>>;
  const paths = new Set(columns.flatMap((mode) => [...flat[mode].keys()]));
  // A plain value in one mode that is an object in another: its row shows the object as "{ … }".
  for (const mode of columns) {
    for (const path of flat[mode].keys()) {
      const ancestor = plainAncestor(path, flat[mode]);
      if (ancestor) paths.add(ancestor);
    }
  }
  const rows: ModeDefaultRow[] = [];
  for (const path of [...paths].sort()) {
    const values: Record<string, string | null> = {};
    const because: Record<string, string> = {};
    for (const mode of columns) {
      const own = flat[mode];
      const value = own.get(path);
      if (own.has(path) && value !== undefined) values[mode] = formatDefault(value);
      else if ([...own.keys()].some((key) => key.startsWith(`${path}.`))) values[mode] = '{ … }';
      else {
        values[mode] = null;
        const ancestor = plainAncestor(path, own);
        const above = ancestor === undefined ? undefined : own.get(ancestor);
        // An empty object above sets nothing either; a plain value (`false`) turns the option off.
        if (ancestor !== undefined && !isPlainObject(above)) because[mode] = `${ancestor}: ${formatDefault(above)}`;
      }
    }
    // An object in every mode, empty in some: the rows of its leaves say what differs.
    const objectEverywhere = columns.every((mode) => values[mode] === '{ … }' || values[mode] === '{}');
    if (!objectEverywhere && new Set(columns.map((mode) => values[mode])).size > 1) rows.push({ path, values, ...(Object.keys(because).length ? { because } : {}) });
  }
  return rows;
}

const text = (value: string): MdastNode => ({ type: 'text', value });
const code = (value: string): MdastNode => ({ type: 'inlineCode', value });
const cell = (children: MdastNode[]): MdastNode => ({ type: 'tableCell', children });

/**
 * The table, one row per path, each path linked to the heading that documents it (`linkFor`
 * gives its url, or null); a cell where the mode sets nothing says so, and why when an option above is off.
 */
export function buildModeDefaultsTable(rows: readonly ModeDefaultRow[], linkFor: (path: string) => string | null, columns: readonly string[] = MODES): MdastNode {
  const header: MdastNode = { type: 'tableRow', children: [cell([text('Option')]), ...columns.map((mode) => cell([code(mode)]))] };
  const body = rows.map((row): MdastNode => {
    const url = linkFor(row.path);
    const name = url ? { type: 'link', url, children: [code(row.path)] } : code(row.path);
    const values = columns.map((mode) => {
      const value = row.values[mode];
      if (value !== null) return cell([code(value)]);
      const because = row.because?.[mode];
      return cell(because ? [text('not set ('), code(because), text(')')] : [text('not set')]);
    });
    return { type: 'tableRow', children: [cell([name as MdastNode]), ...values] };
  });
  return { type: 'table', align: [null, ...columns.map(() => null)], children: [header, ...body] } as MdastNode;
}


/** The `<ModeDefaults />` element: where the table goes. */
export const MODE_DEFAULTS_ELEMENT = 'ModeDefaults';
export const TARGET_DEFAULTS_ELEMENT = 'TargetDefaults';

/**
 * Replaces the element (`<ModeDefaults />`) with the table. Returns the problems: the element
 * twice. A page without it gets no table (the synthetic sites of the benchmarks and the deploy
 * test use the same paths); the content test holds the real page to having it.
 */
export function addModeDefaultsTable(
  tree: MdastNode,
  rows: readonly ModeDefaultRow[],
  linkFor: (path: string) => string | null,
  { element = MODE_DEFAULTS_ELEMENT, columns = MODES, what = 'the table of defaults by mode' }: { element?: string; columns?: readonly string[]; what?: string } = {},
): string[] {
  const children = tree.children ?? [];
  const at = children.flatMap((node, index) => (node.type === 'mdxJsxFlowElement' && (node as { name?: string }).name === element ? [index] : []));
  if (at.length === 0) return [];
  if (at.length > 1) return [`has <${element} /> ${at.length} times: ${what} goes in one place`];
  children.splice(at[0], 1, buildModeDefaultsTable(rows, linkFor, columns));
  return [];
}
