// Finds the webpack configuration examples of a page, for the test that validates them with
// webpack's own schema. Pure: it reads the parsed tree; running the code is the test's job.
import { getCopyText } from './copyText';
import { getTitleFromMeta } from './mdxPlugins/rehypeCodeBlocks';
import { walk, type MdastNode } from './mdast';

interface CodeNode extends MdastNode {
  lang?: string | null;
  meta?: string | null;
  position?: { start: { line: number } };
}

export interface ConfigExample {
  /** Line of the opening fence in the body. */
  line: number;
  title: string | null;
  /** "js", "ts" or "mjs": how the code is read (a diff is read as the language of its file). */
  language: 'js' | 'ts' | 'mjs';
  /** The code as it reads after the change, for a diff (the text the copy button copies). */
  code: string;
  /** The fence says `validate=false`: a partial, deliberately invalid or webpack 4 example. */
  skipped: boolean;
}

/** The first word of a title names the file: "webpack.config.js (webpack 4)" -> "webpack.config.js". */
function getFileName(title: string | null): string | null {
  return title?.trim().split(/\s+/)[0] ?? null;
}

// webpack.config.js, webpack.prod.js, webpack.server.config.mjs, app/webpack.config.ts
const CONFIG_FILE = /(?:^|\/)webpack(?:\.[\w-]+)*\.([cm]?js|ts)$/;
const CODE_LANGUAGES = new Set(['js', 'javascript', 'mjs', 'cjs', 'ts', 'typescript']);
// An untitled block is a configuration when it exports an object with a webpack option in it.
const EXPORTS_OBJECT = /(?:module\.exports\s*=|export\s+default)\s*\{/;
const WEBPACK_OPTION = /^\s{2}(?:entry|output|module|resolve|mode|devtool|target|externals|optimization|devServer|experiments|performance|cache|stats|context)\s*:/m;

/** `validate=false` anywhere in the fence meta; other meta words are left to the renderer. */
export function isValidationSkipped(meta: string | null | undefined): boolean {
  return /(?:^|\s)validate=false(?=\s|$)/.test(meta ?? '');
}

function getLanguage(fileName: string | null, lang: string): ConfigExample['language'] {
  const extension = fileName?.split('.').pop() ?? lang;
  if (extension === 'ts' || extension === 'typescript') return 'ts';
  return extension === 'mjs' ? 'mjs' : 'js';
}

/**
 * Every code block of the tree that is a webpack configuration: a fence titled with a webpack
 * configuration file (also a diff of one), or an untitled JavaScript block exporting an object
 * with webpack options. Other titled files (postcss.config.js, loaders, plugins) are left out, and
 * so are the "before" projects of the errors page (`error=before`): its content test runs them, and
 * some are meant to fail validation ("Invalid configuration object").
 */
export function findConfigExamples(tree: MdastNode): ConfigExample[] {
  const examples: ConfigExample[] = [];
  walk(tree, (node: CodeNode) => {
    if (node.type !== 'code' || !node.lang || /(?:^|\s)error=before(?=\s|$)/.test(node.meta ?? '')) return;
    const title = getTitleFromMeta(node.meta);
    const fileName = getFileName(title);
    const isConfigFile = fileName !== null && CONFIG_FILE.test(fileName);
    const isCode = CODE_LANGUAGES.has(node.lang);
    const value = node.value ?? '';
    const isConfig =
      (isConfigFile && (isCode || node.lang === 'diff')) ||
      (fileName === null && isCode && EXPORTS_OBJECT.test(value) && WEBPACK_OPTION.test(value));
    if (!isConfig) return;
    examples.push({
      line: node.position?.start.line ?? 0,
      title,
      language: getLanguage(isConfigFile ? fileName : null, node.lang),
      code: getCopyText(value, node.lang),
      skipped: isValidationSkipped(node.meta),
    });
  });
  return examples;
}
