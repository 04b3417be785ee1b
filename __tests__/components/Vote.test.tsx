import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import Vote from '../../src/components/vote/Vote/Vote';

describe('Vote', () => {
  it('lists the proposals with a link to where votes are cast, and filters by status', () => {
    render(<Vote />);
    const all = screen.getAllByRole('heading', { level: 2 }).length;
    expect(all).toBeGreaterThan(3);
    expect(screen.getAllByRole('link', { name: /Discuss and vote on/ })).toHaveLength(all);
    fireEvent.click(screen.getByRole('radio', { name: 'Shipped' }));
    const shipped = screen.getAllByRole('heading', { level: 2 }).length;
    expect(shipped).toBeLessThan(all);
    expect(screen.getByRole('status')).toHaveTextContent(`${shipped} proposal`);
  });

  it('shows no vote count unless the data records one with its source and date', () => {
    render(<Vote />);
    expect(screen.queryByText(/votes on/)).toBeNull();
  });
});
