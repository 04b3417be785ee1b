import React from 'react';
import { render, screen } from '@testing-library/react';
import ContentErrorBoundary from '../../src/components/layout/ContentErrorBoundary/ContentErrorBoundary';

function Broken(): React.ReactElement {
  throw new Error('ChunkLoadError: Loading chunk 42 failed');
}

describe('ContentErrorBoundary', () => {
  it('shows "Error loading content." with a retry instead of a blank page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ContentErrorBoundary>
        <Broken />
      </ContentErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading content.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
