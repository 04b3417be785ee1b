// Ids of tab groups, unique in the page and on a printable page that joins a section's pages:
// the nth group of "guides/getting-started.mdx" gets "tabs-guides-getting-started-n", so its tabs
// are "…-tab-0" and its panels "…-panel-0". Components render with the placeholder "tabs".

interface HastNode {
  type: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const ID_PROPERTIES = ['id', 'ariaControls', 'ariaLabelledBy'] as const;

/** "guides/getting-started.mdx" -> "tabs-guides-getting-started". */
export function getTabIdPrefix(page: string): string {
  const name = page.replace(/\.mdx?$/, '').replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase();
  return name ? `tabs-${name}` : 'tabs';
}

function renameIds(node: HastNode, prefix: string): void {
  for (const key of ID_PROPERTIES) {
    const value = node.properties?.[key];
    const ids = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : null;
    if (ids) node.properties![key] = ids.map((id) => id.replace(/^tabs-/, `${prefix}-`)).join(' ');
  }
  node.children?.forEach((child) => renameIds(child, prefix));
}

export default function rehypeTabIds() {
  return (tree: HastNode, file: { data?: Record<string, unknown> }) => {
    const prefix = getTabIdPrefix(String(file.data?.page ?? ''));
    let count = 0;
    const visit = (node: HastNode) => {
      if (node.properties && 'dataTabs' in node.properties) {
        count += 1;
        renameIds(node, `${prefix}-${count}`);
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
