import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SidebarItem from '../../src/components/docs/SidebarItem/SidebarItem';
import { addDisplayTitles } from '../../src/model/anchors';

const page = {
  title: 'Output',
  url: '/configuration/output/',
  group: null,
  anchors: addDisplayTitles(
    [
      { title: 'output.library', id: 'outputlibrary', level: 2 },
      { title: 'output.library.name', id: 'outputlibraryname', level: 3 },
    ],
    'Output',
  ),
};

describe('SidebarItem', () => {
  it('is open on the current page, showing anchors by their display titles', () => {
    render(<SidebarItem page={page} current />);
    expect(screen.getByRole('button', { name: 'Toggle Output section' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'library' })).toHaveAttribute('href', '/configuration/output/#outputlibrary');
    expect(screen.getByRole('link', { name: 'name' })).toHaveAttribute('href', '/configuration/output/#outputlibraryname');
    expect(screen.getByRole('link', { name: 'Output' })).toHaveAttribute('aria-current', 'page');
  });

  it('is closed on other pages and opens with its chevron', async () => {
    render(<SidebarItem page={page} current={false} />);
    const toggle = screen.getByRole('button', { name: 'Toggle Output section' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'library' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'library' })).toBeVisible();
  });

  it('has no toggle without anchors', () => {
    render(<SidebarItem page={{ ...page, anchors: [] }} current={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('scrolls to the top when the current title is clicked, unless Ctrl is held', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    render(<SidebarItem page={page} current />);
    await userEvent.click(screen.getByRole('link', { name: 'Output' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Output' }), { ctrlKey: true });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('is one Tab stop: the chevron is out of the tab order and the link opens and closes with the arrow keys', async () => {
    render(<SidebarItem page={page} current={false} />);
    const toggle = screen.getByRole('button', { name: 'Toggle Output section' });
    expect(toggle).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Output' });
    expect(link).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'library' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(link).toHaveFocus();
  });
});
