// ```js title="webpack.config.js"  -> the <pre> carries data-title and data-language,
// which the CodeBlock component shows above the code.

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  data?: { meta?: string | null };
  children?: HastNode[];
}

/** 'title="webpack.config.js" {1,3}' -> "webpack.config.js". */
export function getTitleFromMeta(meta: string | null | undefined): string | null {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? '');
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

function visitElements(node: HastNode, visit: (node: HastNode) => void): void {
  if (node.type === 'element') visit(node);
  node.children?.forEach((child) => visitElements(child, visit));
}

export default function rehypeCodeTitles() {
  return (tree: HastNode) => {
    visitElements(tree, (node) => {
      if (node.tagName !== 'pre') return;
      const code = node.children?.find((child) => child.tagName === 'code');
      if (!code) return;
      const classNames = ([] as unknown[]).concat(code.properties?.className ?? []);
      const language = classNames
        .map(String)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length);
      const title = getTitleFromMeta(code.data?.meta);
      node.properties = { ...node.properties, ...(title ? { dataTitle: title } : {}), ...(language ? { dataLanguage: language } : {}) };
    });
  };
}
