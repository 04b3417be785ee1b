import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import Tabs from '../../../src/components/content/Tabs/Tabs';
import { TABS_KEY } from '../../../src/browser/tabs';
import { installTabs } from '../../../src/head/tabs';
import { PAGE_TAB_GROUPS_ATTRIBUTE, hasTabGroups } from '../../../src/model/tabGroups';

const items = [
  { label: 'npm', content: <p>npm install webpack</p> },
  { label: 'yarn', content: <p>yarn add webpack</p> },
  { label: 'pnpm', content: <p>pnpm add webpack</p> },
];

const tabGroupHtml = (id: string, labels = ['npm', 'yarn', 'pnpm']) =>
  renderToStaticMarkup(<Tabs id={id} items={labels.map((label) => ({ label, content: <p>{`${label} command`}</p> }))} />);

const selected = () => screen.getAllByRole('tab', { selected: true }).map((tab) => tab.textContent);
const visiblePanels = () => Array.from(document.querySelectorAll<HTMLElement>('[role="tabpanel"]')).filter((panel) => !panel.hidden).map((panel) => panel.dataset.tabLabel);

describe('Tabs', () => {
  it('renders the WAI-ARIA roles, the first tab selected and every panel visible (readable without JavaScript)', () => {
    render(<Tabs id="tabs-x-1" items={items} />);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['npm', 'true', 0],
      ['yarn', 'false', -1],
      ['pnpm', 'false', -1],
    ]);
    const yarnPanel = screen.getByRole('tabpanel', { name: 'yarn' });
    expect(yarnPanel).toHaveAttribute('id', 'tabs-x-1-panel-1');
    expect(tabs[1]).toHaveAttribute('aria-controls', 'tabs-x-1-panel-1');
    expect(yarnPanel).not.toHaveAttribute('hidden');
    // Each panel starts with its label: what shows without JavaScript and in print.
    expect(yarnPanel.firstElementChild).toHaveTextContent('yarn');
  });

  it('renders static HTML with the shared class names', () => {
    const html = renderToStaticMarkup(<Tabs id="t" items={items.slice(0, 1)} />);
    expect(html).toBe(
      '<div class="Tabs-module--tabs" data-tabs=""><div class="Tabs-module--tablist" role="tablist">' +
        '<button type="button" role="tab" class="Tabs-module--tab" id="t-tab-0" aria-controls="t-panel-0" aria-selected="true" tabindex="0" data-tab-label="npm">npm</button></div>' +
        '<div class="Tabs-module--panel" role="tabpanel" id="t-panel-0" aria-labelledby="t-tab-0" tabindex="0" data-tab-label="npm">' +
        '<p class="Tabs-module--panelLabel">npm</p><p>npm install webpack</p></div></div>',
    );
  });
});

describe('the head script on a page without tab groups', () => {
  afterEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('knows a body with tab groups by their attribute', () => {
    expect(hasTabGroups(tabGroupHtml('a'))).toBe(true);
    expect(hasTabGroups('<p>No tabs here.</p>')).toBe(false);
  });

  it('lets the parser work without an observer, and applies a choice once the page is parsed', () => {
    expect(document.documentElement).not.toHaveAttribute(PAGE_TAB_GROUPS_ATTRIBUTE);
    const observers = jest.spyOn(window, 'MutationObserver');
    installTabs();
    expect(observers).not.toHaveBeenCalled();
    observers.mockRestore();
    // A tab group the page did not announce still gets the choice, at DOMContentLoaded.
    localStorage.setItem(TABS_KEY, JSON.stringify(['yarn']));
    document.body.innerHTML = tabGroupHtml('a');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(selected()).toEqual(['yarn']);
  });
});

describe('the head script: tab choice and presses', () => {
  beforeAll(() => {
    // A page whose body has tab groups (src/model/tabGroups.ts).
    document.documentElement.setAttribute(PAGE_TAB_GROUPS_ATTRIBUTE, '');
    installTabs();
  });
  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('marks <html> so the tab lists show', () => {
    expect(document.documentElement).toHaveAttribute('data-tabs-js');
  });

  it('shows the first tab when nothing is stored', () => {
    document.body.innerHTML = tabGroupHtml('a');
    window.__tabs!.apply(document);
    expect(selected()).toEqual(['npm']);
    expect(visiblePanels()).toEqual(['npm']);
  });

  it('applies the stored choice to tab groups as they are added to the page', async () => {
    localStorage.setItem(TABS_KEY, JSON.stringify(['pnpm']));
    document.body.innerHTML = tabGroupHtml('a') + tabGroupHtml('b', ['CommonJS', 'ESM']);
    await Promise.resolve();
    expect(selected()).toEqual(['pnpm', 'CommonJS']);
    expect(visiblePanels()).toEqual(['pnpm', 'CommonJS']);
    expect(screen.getAllByRole('tab', { name: 'pnpm' })[0].tabIndex).toBe(0);
  });

  it('remembers a click, latest first, and switches every group with that label', () => {
    localStorage.setItem(TABS_KEY, JSON.stringify(['yarn']));
    document.body.innerHTML = tabGroupHtml('a') + tabGroupHtml('b') + tabGroupHtml('c', ['CommonJS', 'ESM']);
    window.__tabs!.apply(document);
    fireEvent.click(screen.getAllByRole('tab', { name: 'ESM' })[0]);
    fireEvent.click(screen.getAllByRole('tab', { name: 'pnpm' })[1]);
    expect(JSON.parse(localStorage.getItem(TABS_KEY)!)).toEqual(['pnpm', 'ESM', 'yarn']);
    expect(selected()).toEqual(['pnpm', 'pnpm', 'ESM']);
  });

  it('moves with the arrow keys, wrapping around, and jumps with Home and End', () => {
    document.body.innerHTML = tabGroupHtml('a');
    window.__tabs!.apply(document);
    const [npm, yarn, pnpm] = screen.getAllByRole('tab');
    npm.focus();
    fireEvent.keyDown(npm, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(yarn);
    expect(selected()).toEqual(['yarn']);
    fireEvent.keyDown(yarn, { key: 'End' });
    expect(document.activeElement).toBe(pnpm);
    fireEvent.keyDown(pnpm, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(npm);
    fireEvent.keyDown(npm, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(pnpm);
    fireEvent.keyDown(pnpm, { key: 'Home' });
    expect(selected()).toEqual(['npm']);
    expect(visiblePanels()).toEqual(['npm']);
  });

  it('shows the first tab when storage is blocked, and still switches for the page', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    document.body.innerHTML = tabGroupHtml('a') + tabGroupHtml('b');
    window.__tabs!.apply(document);
    expect(selected()).toEqual(['npm', 'npm']);
    fireEvent.click(screen.getAllByRole('tab', { name: 'yarn' })[0]);
    expect(selected()).toEqual(['yarn', 'yarn']);
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
