import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import Badge from '../../../src/components/content/Badge/Badge';

describe('Badge', () => {
  it('renders a version as static HTML: "5.20.0+" shown, "Added in webpack 5.20.0" read', () => {
    expect(renderToStaticMarkup(<Badge since="5.20.0" />)).toBe(
      '<span class="Badge-module--badge" title="Added in webpack 5.20.0" data-slug-ignore="">' +
        '<span class="sr-only">Added in webpack 5.20.0</span><span aria-hidden="true">5.20.0+</span></span>',
    );
  });

  it('gives screen readers the sentence and hides the short form from them', () => {
    render(<Badge since="5.66.0" />);
    const badge = screen.getByTitle('Added in webpack 5.66.0');
    const read = Array.from(badge.children).filter((child) => child.getAttribute('aria-hidden') !== 'true');
    expect(read.map((child) => child.textContent).join('')).toBe('Added in webpack 5.66.0');
    expect(screen.getByText('5.66.0+')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a text label as it is, for sighted readers and screen readers alike', () => {
    render(<Badge text="experimental" />);
    const badge = screen.getByText('experimental');
    expect(badge).toHaveClass('Badge-module--badge');
    expect(badge).not.toHaveAttribute('aria-hidden');
    expect(badge).not.toHaveAttribute('data-slug-ignore');
  });
});
