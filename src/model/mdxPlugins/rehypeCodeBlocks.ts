// ```js title="webpack.config.js"  -> a code block with its file name and a copy button:
// <div class="code-block"><div class="code-block-title">…</div><pre data-language="js">…</pre><button class="copy-button">Copy</button></div>
// The button works through one delegated listener in the browser (CodeCopy).

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  data?: { meta?: string | null };
  children?: HastNode[];
}

/** 'title="webpack.config.js" {1,3}' -> "webpack.config.js". */
export function getTitleFromMeta(meta: string | null | undefined): string | null {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? '');
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

function getLanguage(code: HastNode): string | null {
  const classNames = ([] as unknown[]).concat(code.properties?.className ?? []).map(String);
  return classNames.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? null;
}

function element(tagName: string, properties: Record<string, unknown>, children: HastNode[]): HastNode {
  return { type: 'element', tagName, properties, children };
}

/** The language of the class reference's signatures (SIGNATURE_LANGUAGE_CLASS of src/model/classReference.ts). */
const UNCOPIED_LANGUAGE = 'signature';

/** Wraps every <pre><code> of the tree; runs before highlighting, which keeps the wrapper. */
export default function rehypeCodeBlocks() {
  const transform = (node: HastNode) => {
    node.children = node.children?.map((child) => {
      const code = child.tagName === 'pre' ? child.children?.find((item) => item.tagName === 'code') : undefined;
      if (!code) {
        transform(child);
        return child;
      }
      const title = getTitleFromMeta(code.data?.meta);
      const language = getLanguage(code);
      child.properties = { ...child.properties, tabIndex: 0, ...(language ? { dataLanguage: language } : {}) };
      // A class member's signature is read, not pasted: no copy button (a long class page has hundreds),
      // and no tab stop: it wraps (global.css), so there is nothing to scroll with the keyboard.
      if (language === UNCOPIED_LANGUAGE) {
        delete child.properties.tabIndex;
        return element('div', { className: ['code-block'] }, [child]);
      }
      return element('div', { className: ['code-block'] }, [
        ...(title ? [element('div', { className: ['code-block-title'] }, [{ type: 'text', value: title }])] : []),
        child,
        element('button', { type: 'button', className: ['copy-button'], ariaLabel: title ? `Copy ${title}` : 'Copy code' }, [
          { type: 'text', value: 'Copy' },
        ]),
      ]);
    });
  };
  return (tree: HastNode) => transform(tree);
}
