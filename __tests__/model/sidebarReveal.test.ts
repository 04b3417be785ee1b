import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIDEBAR_SHOWN_MEDIA } from '../../src/browser/sidebarReveal';

// The head's render block (a <link rel="expect"> for the sidebar's inline script) applies where the
// sidebar shows, and nowhere else: on a phone it would hold the first paint back for a hidden sidebar.
describe('the render block for the sidebar', () => {
  it('applies exactly where DocLayout.module.css shows the sidebar', () => {
    const css = readFileSync(join(__dirname, '../../src/components/docs/DocLayout/DocLayout.module.css'), 'utf8');
    // Each @media block whose rules hide .sidebar (the file's blocks hold rules one level deep).
    const hiding = [...css.matchAll(/@media\s*([^{]+?)\s*\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g)]
      .filter(([, , rules]) => [...rules.matchAll(/([^{}]+)\{([^{}]*)\}/g)].some(([, selectors, body]) => selectors.split(',').some((selector) => selector.trim() === '.sidebar') && /display:\s*none/.test(body)))
      .map(([, media]) => media);
    expect(hiding).toHaveLength(1);
    const widest = Number(/^\(max-width:\s*(\d+)px\)$/.exec(hiding[0])?.[1]);
    expect(SIDEBAR_SHOWN_MEDIA).toBe(`(min-width: ${widest + 1}px)`);
  });
});
