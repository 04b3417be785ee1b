import React from 'react';
import { render, screen, within } from '@testing-library/react';
import Header from '../../src/components/layout/Header/Header';

describe('Header', () => {
  it.each(['/api/cli/', '/concepts/', '/configuration/output/', '/guides/', '/loaders/css-loader/', '/migrate/5/', '/plugins/'])(
    'marks Documentation active on %s and shows the section row',
    (path) => {
      render(<Header path={path} hash="" />);
      const main = screen.getByRole('navigation', { name: 'Main' });
      expect(within(main).getByRole('link', { name: 'Documentation' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('navigation', { name: 'Documentation sections' })).toBeInTheDocument();
    },
  );

  it.each(['/', '/contribute/', '/blog/', '/vote/', '/glossary/'])('does not mark Documentation active on %s', (path) => {
    render(<Header path={path} hash="" />);
    expect(screen.getByRole('link', { name: 'Documentation' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('navigation', { name: 'Documentation sections' })).toBeNull();
  });

  it('lists every section but contribute and blog under Documentation, "api" as "API"', () => {
    render(<Header path="/concepts/" hash="" />);
    const row = screen.getByRole('navigation', { name: 'Documentation sections' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Concepts', 'Configuration', 'Guides', 'Loaders', 'Plugins', 'Migrate', 'API']);
    expect(links.map((link) => link.getAttribute('title'))).toContain('API');
  });

  it('names the external icons', () => {
    render(<Header path="/" hash="" />);
    expect(screen.getByRole('link', { name: /webpack on GitHub/ })).toHaveAttribute('href', 'https://github.com/webpack/webpack');
    expect(screen.getByRole('link', { name: /Stack Overflow/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
