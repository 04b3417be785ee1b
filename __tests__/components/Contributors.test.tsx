import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import Contributors from '../../src/components/docs/Contributors/Contributors';

describe('Contributors', () => {
  it('counts the shown contributors and leaves the excluded handles out', () => {
    render(<Contributors handles={['sokra', 'ghost', 'TheLarkInn', 'sokra']} />);
    expect(screen.getByRole('heading', { name: '2 Contributors' })).toBeInTheDocument();
    expect(screen.queryByText(/ghost/)).toBeNull();
  });

  it('loads 45 px avatars lazily at size 90 and links each profile', () => {
    const { container } = render(<Contributors handles={['sokra']} />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://github.com/sokra.png?size=90');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '45');
    expect(screen.getByRole('link', { name: /sokra/ })).toHaveAttribute('href', 'https://github.com/sokra');
  });

  it('shows a placeholder when an avatar fails, without trying again', () => {
    const { container } = render(<Contributors handles={['sokra']} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
  });
});
