import { HOME_SNIPPETS } from '../config/homeSnippets';
import type { HighlightedSnippets } from '../model/types';

/** Highlights the home page snippets with refractor (Prism) so the browser ships no highlighter. */
export async function highlightHomeSnippets(): Promise<HighlightedSnippets> {
  const [{ refractor }, { toHtml }] = await Promise.all([import('refractor'), import('hast-util-to-html')]);
  const highlight = ({ file, language, code }: { file: string; language: string; code: string }) => ({
    file,
    language,
    html: toHtml(refractor.highlight(code, language) as never),
  });
  return {
    writeYourCode: HOME_SNIPPETS.writeYourCode.map(highlight),
    bundleIt: HOME_SNIPPETS.bundleIt.map(highlight),
  };
}
