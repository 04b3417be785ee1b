import React, { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MobileSidebar from '../../src/components/layout/MobileSidebar/MobileSidebar';
import MobileMenuButton from '../../src/components/layout/MobileMenuButton/MobileMenuButton';

const sidebar = [{ group: null, pages: [{ title: 'Output', url: '/configuration/output/', group: null, expandable: false }] }];

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <MobileMenuButton open={open} onClick={() => setOpen((value) => !value)} />
      <MobileSidebar open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} currentUrl="/configuration/output/" sidebar={sidebar} />
      <p>page text</p>
    </>
  );
}

const toggle = () => screen.getByRole('button', { name: 'Toggle navigation menu' });
const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y = 100) => {
  const point = { clientX: x, clientY: y };
  const init = type === 'touchEnd' ? { changedTouches: [point] } : { touches: [point] };
  act(() => {
    fireEvent[type](document, init);
  });
};

describe('MobileSidebar', () => {
  it('opens from the header button and closes with its close button', async () => {
    render(<Harness />);
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close navigation menu' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close navigation menu' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it("lists the sections and the current section's pages, and any link closes it", async () => {
    render(<Harness />);
    await userEvent.click(toggle());
    expect(screen.getByRole('link', { name: 'Guides' })).toBeInTheDocument();
    const page = screen.getByRole('link', { name: 'Output' });
    expect(page).toHaveAttribute('aria-current', 'page');
    fireEvent.click(page);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders its lists only once opened, and keeps them after closing', async () => {
    render(<Harness />);
    const panel = screen.getByRole('navigation', { name: 'Mobile navigation', hidden: true });
    expect(within(panel).queryAllByRole('link', { hidden: true })).toHaveLength(0);
    await userEvent.click(toggle());
    expect(within(panel).getByRole('link', { name: 'Output' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close navigation menu' }));
    expect(within(panel).getByRole('link', { name: 'Output', hidden: true })).toBeInTheDocument();
  });

  it('renders its lists as soon as a finger drags it open from the edge', () => {
    render(<Harness />);
    touch('touchStart', 5);
    touch('touchMove', 15);
    expect(screen.getByRole('link', { name: 'Output', hidden: true })).toBeInTheDocument();
  });

  it('closes on a click outside the panel', async () => {
    const { container } = render(<Harness />);
    await userEvent.click(toggle());
    fireEvent.click(container.querySelector('#mobile-sidebar')!.previousElementSibling!);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on a right swipe of more than 20 px from the left edge and closes on a left swipe', () => {
    render(<Harness />);
    touch('touchStart', 5);
    touch('touchMove', 30);
    touch('touchEnd', 30);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    touch('touchStart', 200);
    touch('touchEnd', 175);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores short and steep moves', () => {
    render(<Harness />);
    touch('touchStart', 5);
    touch('touchEnd', 20);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    touch('touchStart', 5, 100);
    touch('touchEnd', 60, 160);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape', async () => {
    render(<Harness />);
    await userEvent.click(toggle());
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it("lists the current page's headings under its entry, and only the current page's", () => {
    const outline = [
      { title: 'output.path', title2: 'path', id: 'outputpath', level: 2 },
      { title: 'output.path.x', title2: 'x', id: 'outputpathx', level: 3 },
    ];
    const pages = [
      { title: 'Output', url: '/configuration/output/', group: null, expandable: true },
      { title: 'Mode', url: '/configuration/mode/', group: null, expandable: true },
    ];
    render(
      <MobileSidebar open onOpen={() => undefined} onClose={() => undefined} currentUrl="/configuration/output/" sidebar={[{ group: null, pages }]} outline={outline} />,
    );
    const headings = screen.getByRole('list', { name: 'Output: headings' });
    expect(headings).toHaveTextContent('path');
    expect(screen.getByRole('link', { name: 'path' })).toHaveAttribute('href', '#outputpath');
    expect(screen.getByRole('link', { name: 'x' })).toHaveAttribute('href', '#outputpathx');
    expect(screen.getAllByRole('list', { name: /headings/ })).toHaveLength(1);
  });
});
