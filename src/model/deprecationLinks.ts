// Links from the headings of options and hooks to the deprecation codes webpack prints about
// them: "Deprecation warning: DEP_WEBPACK_COMPILATION_OPTIMIZE_CHUNK_ASSETS", under the heading of
// Compilation's optimizeChunkAssets hook. Added to the parsed tree, so the HTML page, its Markdown
// twin and the link check all see them.
import { slug } from 'github-slugger';
import { DEPRECATION_SUBJECTS, DEPRECATIONS_PAGE } from '../config/webpackHistory';
import { getText, type MdastNode } from './mdast';
import { getUrlFromPath } from './url';
import { getHeadingSubject } from './versionMarks';
import type { WebpackHistory } from './webpackHistory';
import { getHookDeprecationCodes, getOptionDeprecationCode } from './webpackRelease';

/** The codes the current release prints about an option path, "Class.hook" or "Class.member" (hooks' and members' codes are named alike), by name or by DEPRECATION_SUBJECTS. */
export function getSubjectCodes(kind: 'option' | 'hook' | 'member', key: string, history: WebpackHistory): string[] {
  const named = kind === 'option' ? [getOptionDeprecationCode(key)] : getHookDeprecationCodes(key);
  const listed = DEPRECATION_SUBJECTS[key] ? [DEPRECATION_SUBJECTS[key]] : [];
  return [...new Set([...named, ...listed])].filter((code) => history.deprecations?.[code] && !history.deprecations[code].removed);
}

/** Puts "Deprecation warning: `CODE`" (linked to its entry) right under each option or hook heading webpack warns about. */
export function addDeprecationBackLinks(tree: MdastNode, pagePath: string, history: WebpackHistory): void {
  const url = getUrlFromPath(DEPRECATIONS_PAGE);
  const result: MdastNode[] = [];
  for (const node of tree.children ?? []) {
    result.push(node);
    if (node.type !== 'heading') continue;
    const subject = getHeadingSubject(pagePath, getText(node), history);
    if (!subject || subject.kind === 'deprecation') continue;
    const codes = getSubjectCodes(subject.kind, subject.key, history);
    if (!codes.length) continue;
    const links = codes.flatMap((code, index) => [
      ...(index ? [{ type: 'text', value: ', ' }] : []),
      { type: 'link', url: `${url}#${slug(code)}`, children: [{ type: 'inlineCode', value: code }] },
    ]);
    result.push({ type: 'paragraph', children: [{ type: 'text', value: `Deprecation warning${codes.length > 1 ? 's' : ''}: ` }, ...links] });
  }
  tree.children = result;
}
