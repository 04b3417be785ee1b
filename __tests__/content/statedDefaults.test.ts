// Defaults stated in the configuration pages, against webpack's own defaults code for the locked
// release. The line under an option's heading gives its type and, as a plain value, its default
// ("`number`, default `60000`"); webpack.config.getNormalizedWebpackOptions and
// applyWebpackOptionsDefaults compute it for production, development and none (target web). A
// plain default that disagrees with all three, or one stated plainly for an option whose default
// depends on the mode, fails with its file and line. A default stated with a condition ("`true`
// in development", "`'ws'` when …") is left to the tables of the mode page.
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { parseCached } from './parseCached';
import { listContentFiles } from '../../src/node/contentFiles';
import { formatDefault, MODES } from '../../src/model/modeDefaults';
import { computeDefaults } from '../../src/node/modeDefaults';
import { getNodeStart, getText, type MdastNode } from '../../src/model/mdast';
import { OPTION_PAGES_FOLDER } from '../../src/config/webpackHistory';

/** Every path of the options, objects included: "optimization", "optimization.splitChunks", … */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (prefix) out.set(prefix, value);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

const defaults = MODES.map((mode) => flatten(computeDefaults({ mode, target: 'web' }), '', new Map()));

/** "default `60000`", the value in group 1. */
const DEFAULT = /(?:^|[,;]\s*|\.\s+)[Dd]efault:?\s+`([^`]+)`/;
/** What may follow a plain default: the end of the sentence, after a unit in parentheses ("(60 days)"). Anything else ("in development", "; with …") makes it conditional. */
const PLAIN_END = /^\s*(?:\([^)]*\d[^)]*\))?\s*(?:\.(?:\s|$)|$)/;
/** A value written as a literal; expressions (`process.cwd()`, `output.chunkFilename`) are not compared. */
const LITERAL = /^(?:true|false|null|-?\d+(?:\.\d+)?|Infinity|'[^']*'|"[^"]*"|\{\}|\[\])$/;
/**
 * Options whose normalized form is not what a reader writes: `mode` is the input here, and
 * `stats: 'normal'` is normalized to an object of the preset.
 */
const NOT_COMPARED = new Set(['mode', 'stats']);

const normalise = (text: string) =>
  text
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\[\s+/g, '[')
    .replace(/\s+\]/g, ']')
    .trim();

interface Statement {
  file: string;
  line: number;
  path: string;
  stated: string;
}

function findStatements(): Statement[] {
  const found: Statement[] = [];
  for (const entry of listContentFiles().filter((file) => file.path.startsWith(`${OPTION_PAGES_FOLDER}/`))) {
    const raw = readFileSync(entry.absolutePath, 'utf8');
    const { content } = matter(raw);
    const offset = raw.slice(0, raw.length - content.length).split('\n').length - 1;
    const children = parseCached(content).children ?? [];
    children.forEach((node: MdastNode, index) => {
      if (node.type !== 'heading') return;
      const path = getText(node).replace(/`/g, '').trim();
      if (!/^[a-z][\w$]*(\.[\w$-]+)*$/i.test(path) || NOT_COMPARED.has(path) || !defaults.some((options) => options.has(path))) return;
      const next = children[index + 1];
      if (!next || next.type !== 'paragraph') return;
      const text = markdownText(next).split('\n')[0];
      const match = DEFAULT.exec(text);
      if (!match || !LITERAL.test(match[1].trim())) return;
      if (!PLAIN_END.test(text.slice(match.index + match[0].length))) return;
      found.push({ file: `content/${entry.path}`, line: (getNodeStart(next).line ?? 0) + offset, path, stated: match[1] });
    });
  }
  return found;
}

/** A paragraph's text with its inline code kept in backticks. */
function markdownText(node: MdastNode): string {
  if (node.type === 'inlineCode') return `\`${node.value ?? ''}\``;
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(markdownText).join('');
}

const statements = findStatements();

it('finds the plain defaults the configuration pages state', () => {
  // 5.113: 80 plain literal defaults; the rest are stated with a condition or as an expression.
  expect(statements.length).toBeGreaterThan(60);
});

it('states each plain default as webpack computes it in every mode', () => {
  const problems: string[] = [];
  for (const { file, line, path, stated } of statements) {
    // A mode where the option is unset (`performance` is `false` in development) states nothing.
    const computed = defaults.map((options) => options.get(path)).map((value) => (value === undefined ? null : formatDefault(value)));
    const set = [...new Set(computed.filter((value): value is string => value !== null))];
    if (set.length > 1) problems.push(`${file}:${line}: ${path} says default \`${stated}\`, but webpack's default depends on the mode: ${MODES.map((mode, index) => `${mode} ${computed[index] ?? 'unset'}`).join(', ')}`);
    else if (set.length === 1 && normalise(set[0]) !== normalise(stated)) problems.push(`${file}:${line}: ${path} says default \`${stated}\`, webpack computes ${set[0]}`);
  }
  expect(problems).toEqual([]);
});
