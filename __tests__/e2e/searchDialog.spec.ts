import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit';

interface TextContrast {
  what: string;
  text: string;
  ratio: number;
}

/**
 * Contrast of every visible text in the search dialog, from the rendered colours: the text
 * colour over the backgrounds of the element and its ancestors, blended where they are
 * translucent (a gradient counts by its first colour).
 */
function measureDialogContrast(page: Page): Promise<TextContrast[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    // Computed colours read "rgb(r, g, b)" or "rgba(r, g, b, a)", gradients included.
    const parse = (css: string): Rgba | null => {
      const match = css.match(/rgba?\(([^)]+)\)/);
      if (!match) return null;
      const parts = match[1].split(/[\s,/]+/).filter(Boolean);
      const alpha = parts[3] === undefined ? 1 : parts[3].endsWith('%') ? Number.parseFloat(parts[3]) / 100 : Number(parts[3]);
      return [Number(parts[0]), Number(parts[1]), Number(parts[2]), alpha];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const backgroundOf = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const gradient = style.backgroundImage.startsWith('linear-gradient') ? parse(style.backgroundImage) : null;
        const color = gradient ?? parse(style.backgroundColor);
        if (color && color[3] > 0) layers.push(color);
        if (color && color[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const results: Array<{ what: string; text: string; ratio: number }> = [];
    const root = document.querySelector('.DocSearch-Modal')!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const background = backgroundOf(element);
      const color = over(parse(style.color)!, background);
      const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
      const hit = element.closest('.DocSearch-Hit');
      const state = hit ? (hit.getAttribute('aria-selected') === 'true' ? 'selected hit' : 'hit') : 'dialog';
      results.push({ what: `${state} ${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`, text: text.slice(0, 40), ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100 });
    }
    const input = root.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) {
      const style = getComputedStyle(input);
      const background = backgroundOf(input);
      const [light, dark] = [luminance(over(parse(style.color)!, background)), luminance(background)].sort((a, b) => b - a);
      results.push({ what: 'search box', text: input.value, ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100 });
    }
    return results;
  });
}

async function openSearch(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

const lowContrast = (texts: TextContrast[]) => texts.filter((entry) => entry.ratio < 4.5);

for (const theme of ['light', 'dark'] as const) {
  test(`every text of the search dialog has a contrast of at least 4.5:1 in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await visit(page, '/concepts/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await openSearch(page);
    const screens: TextContrast[] = await measureDialogContrast(page);
    await page.keyboard.type('content hash');
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"] mark').first()).toBeVisible();
    screens.push(...(await measureDialogContrast(page)));
    // The hit Enter opens, and the others, with their marked words, in both states.
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.DocSearch-Hit').nth(1)).toHaveAttribute('aria-selected', 'true');
    screens.push(...(await measureDialogContrast(page)));
    await page.locator('.DocSearch-Hit').nth(2).hover();
    screens.push(...(await measureDialogContrast(page)));
    await page.locator('.DocSearch-Input').fill('zzqqxxyy');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    screens.push(...(await measureDialogContrast(page)));
    expect(screens.some((entry) => entry.what.startsWith('selected hit'))).toBe(true);
    expect(screens.some((entry) => entry.what.startsWith('hit mark'))).toBe(true);
    expect(lowContrast(screens)).toEqual([]);
  });
}

test('the local index shows no "Search by Algolia" footer', async ({ page }) => {
  await visit(page, '/concepts/');
  await openSearch(page);
  await page.keyboard.type('entry');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Footer')).toBeVisible();
  // Hidden with its link: neither seen nor reached with Tab.
  await expect(page.getByText('Search by')).toBeHidden();
  await expect(page.locator('.DocSearch-Modal a[href*="algolia.com"]')).toBeHidden();
});

test.describe('typing right after Ctrl+K', () => {
  // The page's own requests only, so the held-back dialog code is really held back.
  test.use({ serviceWorkers: 'block' });

  test('keeps every letter typed at full speed right after Ctrl+K, while the search code is still loading', async ({ page }) => {
    // Hold the dialog's code back, so the letters are typed before its search box exists.
    await page.route(/search-modal/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await visit(page, '/concepts/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('content hash');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await expect(page.locator('.DocSearch-Input')).toHaveValue('content hash');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // Later letters go to the search box as usual.
    await page.keyboard.type(' names');
    await expect(page.locator('.DocSearch-Input')).toHaveValue('content hash names');
  });

  test('keeps every letter typed at full speed right after Ctrl+K once the search code is loaded', async ({ page }) => {
    await visit(page, '/concepts/');
    await openSearch(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('devtool production');
    await expect(page.locator('.DocSearch-Input')).toHaveValue('devtool production');
  });
});

test('Escape returns the focus to the search button, so Tab goes on from there', async ({ page }) => {
  await visit(page, '/concepts/');
  const button = page.getByRole('button', { name: 'Search webpack documentation' });
  await openSearch(page);
  await page.keyboard.type('entry');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(button).toBeFocused();
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  expect(focused).not.toMatch(/skip/i);
  expect(await button.evaluate((element) => element.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING)).toBeTruthy();
});

test('closing the dialog with the mouse returns the focus to the search button too', async ({ page }) => {
  await visit(page, '/concepts/');
  const button = page.getByRole('button', { name: 'Search webpack documentation' });
  await button.click();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  // A press on the dimmed page around the dialog closes it (what DocSearch listens to).
  await page.locator('.DocSearch-Container').dispatchEvent('mousedown');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(button).toBeFocused();
});
