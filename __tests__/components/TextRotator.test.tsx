import React from 'react';
import { act, render, screen } from '@testing-library/react';
import TextRotator from '../../src/components/home/TextRotator/TextRotator';

const WORDS = ['assets', 'scripts', 'images', 'styles'];

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('TextRotator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts on the first word, changes after 5000 ms and every 5000 ms after that', () => {
    mockReducedMotion(false);
    render(<TextRotator words={WORDS} />);
    expect(screen.getByText('assets')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('assets')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('scripts')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000 * 3));
    expect(screen.getByText('assets')).toBeInTheDocument();
  });

  it('stays still for readers who ask for reduced motion', () => {
    mockReducedMotion(true);
    render(<TextRotator words={WORDS} />);
    act(() => jest.advanceTimersByTime(20000));
    expect(screen.getByText('assets')).toBeInTheDocument();
  });
});
