import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getLocalIdent } from '../../../src/node/onCreateWebpackConfig';
import { getContentClassName } from '../../../src/components/content/contentStyles';

const CONTENT = join(process.cwd(), 'src', 'components', 'content');
const components = readdirSync(CONTENT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** ".tab:hover", ":root[data-tabs-js] .panelLabel" -> tab, panelLabel; :global(.x) is not the module's. */
function classesOfCss(css: string): string[] {
  const local = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/:global\([^)]*\)/g, '').replace(/\{[^}]*\}/g, '{}');
  return [...new Set([...local.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]))].sort();
}

describe('the stylesheets of content components', () => {
  it('finds the components', () => {
    expect(components).toEqual(expect.arrayContaining(['Badge', 'Deprecated', 'PackageManagers', 'Tabs']));
  });

  it.each(components)('%s uses exactly the classes its CSS module defines', (component) => {
    const source = readFileSync(join(CONTENT, component, `${component}.tsx`), 'utf8');
    const declared = /getContentStyles\('(\w+)', \[([^\]]*)\]/.exec(source);
    expect(declared?.[1]).toBe(component);
    const used = [...declared![2].matchAll(/'(\w+)'/g)].map((match) => match[1]).sort();
    expect(used).toEqual(classesOfCss(readFileSync(join(CONTENT, component, `${component}.module.css`), 'utf8')));
  });

  it('gets from the build the class names the components render in Node', () => {
    const resourcePath = join(CONTENT, 'Tabs', 'Tabs.module.css');
    expect(getLocalIdent({ resourcePath }, '[name]--[local]--[hash:hex:5]', 'panelLabel')).toBe(getContentClassName('Tabs', 'panelLabel'));
    expect(getContentClassName('Tabs', 'panelLabel')).toBe('Tabs-module--panelLabel');
  });

  it('names the classes of other CSS modules by file, class and a hash of both, the same in the browser build and the HTML renderer', () => {
    const rootContext = process.cwd();
    const resourcePath = join(rootContext, 'src', 'components', 'docs', 'Sidebar', 'Sidebar.module.css');
    const name = getLocalIdent({ resourcePath, rootContext }, '[name]--[local]--[hash:hex:5]', 'sidebar');
    expect(name).toMatch(/^Sidebar\.module--sidebar--[0-9a-f]{5}$/);
    // The browser build extracts stylesheets with importModule: its loader context has a match resource.
    const extracted = { resourcePath, rootContext, _module: { matchResource: `${resourcePath}.webpack[javascript/auto]` } };
    expect(getLocalIdent(extracted, '[name]--[local]--[hash:hex:5]', 'sidebar')).toBe(name);
    expect(getLocalIdent({ resourcePath, rootContext }, '[name]--[local]--[hash:hex:5]', 'list')).not.toBe(name.replace('sidebar', 'list'));
    const other = join(rootContext, 'src', 'components', 'layout', 'Sidebar', 'Sidebar.module.css');
    expect(getLocalIdent({ resourcePath: other, rootContext }, '[name]--[local]--[hash:hex:5]', 'sidebar')).not.toBe(name);
  });
});
