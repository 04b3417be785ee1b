import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import Deprecated from '../../../src/components/content/Deprecated/Deprecated';

describe('Deprecated', () => {
  it('renders a note named after the version, with its content after the label', () => {
    expect(renderToStaticMarkup(<Deprecated since="5.x"><p>Use <code>processAssets</code> instead.</p></Deprecated>)).toBe(
      '<aside class="Deprecated-module--deprecated" role="note" aria-label="Deprecated since webpack 5.x">' +
        '<p class="Deprecated-module--title"><strong>Deprecated since webpack 5.x.</strong></p>' +
        '<p>Use <code>processAssets</code> instead.</p></aside>',
    );
  });

  it('is a note a screen reader finds by its name, and names the replacement', () => {
    render(
      <Deprecated since="5.0.0">
        <p>Use output.clean instead.</p>
      </Deprecated>,
    );
    const note = screen.getByRole('note', { name: 'Deprecated since webpack 5.0.0' });
    expect(note.querySelector('strong')).toHaveTextContent('Deprecated since webpack 5.0.0.');
    expect(note).toHaveTextContent('Use output.clean instead.');
  });
});
