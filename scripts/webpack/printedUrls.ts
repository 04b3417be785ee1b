// The webpack.js.org urls an installed package prints: those in the string literals and templates
// of its JavaScript (parsed with TypeScript, so comments do not count). Read by the
// content test that checks each lands on this site, and by `npm run webpack:diff`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { findPrintedUrls } from '../../src/model/printedUrls';

/** The packages whose messages link to webpack.js.org, and the folder of each holding its code. */
export const PRINTING_PACKAGES: ReadonlyArray<{ name: string; folder: string }> = [
  { name: 'webpack', folder: 'lib' },
  { name: 'webpack-cli', folder: 'lib' },
  // Its options schema links each option to its heading; the schema's descriptions are printed on a validation error.
  { name: 'webpack-dev-server', folder: 'lib' },
];

/** The text of every string literal and template part of a JavaScript or JSON file (parsed, so a regular expression or a comment is never taken for one). */
export function listStringLiterals(source: string, fileName = 'file.js'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('.json') ? ts.ScriptKind.JSON : ts.ScriptKind.JS);
  const strings: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node)) strings.push(node.text);
    else if (ts.isTemplateExpression(node)) strings.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return strings;
}

/** package name -> the urls its code prints, from its installed copy under `nodeModules`. */
export function readPrintedUrls(nodeModules: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const { name, folder } of PRINTING_PACKAGES) {
    const dir = join(nodeModules, name, folder);
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(c|m)?js$|\.json$/.test(file));
    result.set(name, findPrintedUrls(files.flatMap((file) => listStringLiterals(readFileSync(join(dir, file), 'utf8'), file))));
  }
  return result;
}
