import React from 'react';
import { render } from '@testing-library/react';
import TextRotator from '../../src/components/home/TextRotator/TextRotator';

const WORDS = ['assets', 'scripts', 'images', 'styles'] as const;

// The turning itself is CSS (TextRotator.module.css); home.spec.ts watches it in a browser.
describe('TextRotator', () => {
  it('puts every word in the page, each starting its turn a repeat after the last, the first fully in at load', () => {
    const { container } = render(<TextRotator words={WORDS} delay={5000} repeat={5000} maxWidth={110} />);
    const rotator = container.firstElementChild as HTMLElement;
    expect(rotator.style.getPropertyValue('--cycle')).toBe('20000ms');
    expect(rotator.style.minWidth).toBe('110px');
    const words = [...rotator.children] as HTMLElement[];
    expect(words.map((word) => word.textContent)).toEqual([...WORDS]);
    // Each slides in over 400 ms, ending at 0 (the first), 5000, 10000 and 15000 ms.
    expect(words.map((word) => word.style.animationDelay)).toEqual(['-400ms', '4600ms', '9600ms', '14600ms']);
  });

  it('follows its delay and repeat', () => {
    const { container } = render(<TextRotator words={WORDS} delay={2000} repeat={3000} />);
    const words = [...container.firstElementChild!.children] as HTMLElement[];
    expect(words.map((word) => word.style.animationDelay)).toEqual(['-400ms', '1600ms', '4600ms', '7600ms']);
  });
});
