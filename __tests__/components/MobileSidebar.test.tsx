import React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import MobileSidebar from '../../src/components/layout/MobileSidebar/MobileSidebar';
import MobileMenuButton from '../../src/components/layout/MobileMenuButton/MobileMenuButton';
import { installEarlyControls } from '../../src/head/earlyControls';
import { getSwipeResult } from '../../src/model/swipe';

// jsdom has no popovers. What the browser does with popover="auto" (open and close from the
// invoker buttons, Escape, a press outside, focus) is tested in the browser (chrome.spec.ts,
// earlyControls.spec.ts); here the popover's own methods and state stand in, so the code of ours
// that drives them (the head script's swipes and links, the app's drag and aria-expanded) can run.
const shown = new WeakSet<Element>();
const matches = Element.prototype.matches;
beforeAll(() => {
  const setShown = (element: HTMLElement, open: boolean) => {
    if (shown.has(element) === open) return;
    if (open) shown.add(element);
    else shown.delete(element);
    element.dispatchEvent(Object.assign(new Event('toggle'), { newState: open ? 'open' : 'closed' }));
  };
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      setShown(this, true);
    },
    hidePopover(this: HTMLElement) {
      setShown(this, false);
    },
  });
  Element.prototype.matches = function matchesWithPopover(this: Element, selector: string) {
    return selector === ':popover-open' ? shown.has(this) : matches.call(this, selector);
  };
  installEarlyControls();
});
afterAll(() => {
  Element.prototype.matches = matches;
});

const pages = [
  { title: 'Output', url: '/configuration/output/', group: null, expandable: true },
  { title: 'Mode', url: '/configuration/mode/', group: null, expandable: true },
];
const outline = [
  { title: 'output.path', title2: 'path', id: 'outputpath', level: 2 },
  { title: 'output.path.x', title2: 'x', id: 'outputpathx', level: 3 },
];

function Page({ url = '/configuration/output/' }: { url?: string }) {
  return (
    <>
      <MobileMenuButton />
      <MobileSidebar currentUrl={url} sidebar={[{ group: null, pages }]} outline={outline} />
      <p>page text</p>
    </>
  );
}

const panel = () => document.getElementById('mobile-sidebar')!;
const toggle = () => screen.getByRole('button', { name: 'Toggle navigation menu' });
const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y = 100) => {
  const point = { clientX: x, clientY: y };
  const init = type === 'touchEnd' ? { changedTouches: [point] } : { touches: [point] };
  act(() => {
    fireEvent[type](document, init);
  });
};

afterEach(() => {
  if (document.getElementById('mobile-sidebar')) act(() => panel().hidePopover());
});

describe('MobileSidebar', () => {
  it('is in the page before it is opened, with the sections, the section pages and the current page headings: navigation never waits for the app', () => {
    render(<Page />);
    const lists = within(panel());
    expect(lists.getByRole('link', { name: 'Guides', hidden: true })).toHaveAttribute('href', '/guides/');
    expect(lists.getByRole('link', { name: 'Output', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(lists.getByRole('link', { name: 'Mode', hidden: true })).toHaveAttribute('href', '/configuration/mode/');
    const headings = lists.getByRole('list', { name: 'Output: headings', hidden: true });
    expect(within(headings).getByRole('link', { name: 'path', hidden: true })).toHaveAttribute('href', '#outputpath');
    expect(within(headings).getByRole('link', { name: 'x', hidden: true })).toHaveAttribute('href', '#outputpathx');
    expect(lists.getAllByRole('list', { name: /headings/, hidden: true })).toHaveLength(1);
  });

  it('is a popover that the menu button opens and its close button closes', () => {
    render(<Page />);
    expect(panel()).toHaveAttribute('popover', 'auto');
    expect(toggle()).toHaveAttribute('popovertarget', 'mobile-sidebar');
    const close = within(panel()).getByRole('button', { name: 'Close navigation menu', hidden: true });
    expect(close).toHaveAttribute('popovertarget', 'mobile-sidebar');
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });

  it("gives the menu button aria-expanded once the app runs, and keeps it to the panel's state; opening puts focus on the close button", () => {
    render(<Page />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    act(() => panel().showPopover());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel()).getByRole('button', { name: 'Close navigation menu' })).toHaveFocus();
    act(() => panel().hidePopover());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on a right swipe of more than 20 px from the left edge and closes on a left swipe', () => {
    render(<Page />);
    touch('touchStart', 5);
    touch('touchMove', 30);
    touch('touchEnd', 30);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    touch('touchStart', 200);
    touch('touchEnd', 175);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores short and steep moves, and right swipes that do not start at the edge', () => {
    render(<Page />);
    touch('touchStart', 5);
    touch('touchEnd', 20);
    touch('touchStart', 5, 100);
    touch('touchEnd', 60, 160);
    touch('touchStart', 100);
    touch('touchEnd', 200);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('decides every swipe as getSwipeResult (src/model/swipe.ts), the rule the head script is written from', () => {
    render(<Page />);
    const disagreements: string[] = [];
    for (const open of [false, true]) {
      for (const startX of [0, 30, 31, 200]) {
        for (const dx of [-60, -21, -20, 0, 20, 21, 60]) {
          for (const dy of [0, 16, 17, 48, 49, -60]) {
            act(() => (open ? panel().showPopover() : panel().hidePopover()));
            touch('touchStart', startX, 300);
            touch('touchEnd', startX + dx, 300 + dy);
            const expected = getSwipeResult({ open, startX, dx, dy });
            const shown = toggle().getAttribute('aria-expanded') === 'true';
            const actual = shown === open ? null : shown ? 'open' : 'close';
            if (actual !== expected) disagreements.push(`open ${open}, from ${startX}, dx ${dx}, dy ${dy}: ${actual} instead of ${expected}`);
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('follows a finger dragging it from the edge, and leaves it to the swipe once the finger lifts', () => {
    render(<Page />);
    touch('touchStart', 5);
    touch('touchMove', 105);
    expect(panel().style.transform).toBe('translateX(-195px)');
    expect(panel().style.visibility).toBe('visible');
    touch('touchEnd', 105);
    expect(panel().style.transform).toBe('');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when one of its links is followed, and when the page changes', () => {
    const { rerender } = render(<Page />);
    act(() => panel().showPopover());
    fireEvent.click(within(panel()).getByRole('link', { name: 'path' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    act(() => panel().showPopover());
    // A render for the same page (the app starting on a panel the reader opened) leaves it open.
    rerender(<Page />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    rerender(<Page url="/configuration/mode/" />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
