import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import Supporters from '../../src/components/home/Supporters/Supporters';
import supportersFixture from '../fixtures/supporters.json';
import type { Supporter } from '../../src/model/supporters';

const supporters = supportersFixture as unknown as Supporter[];
const now = new Date('2026-06-15T00:00:00Z');
const label = 'Show sponsors by their average monthly amount of sponsoring in the last year';

describe('Supporters', () => {
  it('starts at "monthly" when the random number is below 0.33', () => {
    render(<Supporters supporters={supporters} random={() => 0.1} now={now} />);
    expect(screen.getByRole('checkbox', { name: label })).toBeChecked();
  });

  it('starts at "total" otherwise', () => {
    render(<Supporters supporters={supporters} random={() => 0.5} now={now} />);
    expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
  });

  it('moves supporters between ranks when the type switches', () => {
    render(<Supporters supporters={supporters} random={() => 0.5} now={now} />);
    const platinum = () => screen.getByRole('region', { name: 'Platinum Sponsors' });
    expect(platinum()).toHaveTextContent('Big Corp');
    fireEvent.click(screen.getByRole('checkbox', { name: label }));
    expect(screen.queryByRole('region', { name: 'Platinum Sponsors' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Gold Sponsors' })).toHaveTextContent('Big Corp');
  });

  it('lists only the ranks that have supporters, and the latest supporters', () => {
    render(<Supporters supporters={supporters} random={() => 0.5} now={now} />);
    const names = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(names).toEqual(['supporters-latest', 'supporters-platinum', 'supporters-bronze', 'supporters-backer']);
    expect(screen.getByRole('region', { name: 'Latest Sponsors' })).toHaveTextContent('New Friend');
    expect(screen.queryByRole('region', { name: 'Silver Sponsors' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: label })).toBeEnabled();
  });

  it('with no supporters invites once, naming the tiers, and disables the switch with a reason', () => {
    render(<Supporters supporters={[]} random={() => 0.5} now={now} />);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getByText(/platinum, gold, silver or bronze sponsor, or as a backer/)).toBeInTheDocument();
    const checkbox = screen.getByRole('checkbox', { name: label });
    expect(checkbox).toBeDisabled();
    expect(checkbox).toHaveAccessibleDescription('Nothing to switch yet: no supporters are listed.');
  });

  it('replaces a broken avatar with a placeholder, once', () => {
    const { container } = render(<Supporters supporters={supporters} random={() => 0.5} now={now} />);
    const images = container.querySelectorAll('img');
    const before = images.length;
    fireEvent.error(images[0]);
    expect(container.querySelectorAll('img')).toHaveLength(before - 1);
  });

  it('links each supporter with a tooltip of the amounts', () => {
    render(<Supporters supporters={supporters} random={() => 0.5} now={now} />);
    expect(screen.getAllByRole('link', { name: /\$60,000 by Big Corp \(\$1,000 monthly\)/ })[0]).toHaveAttribute('href', 'https://big.example');
  });
});
