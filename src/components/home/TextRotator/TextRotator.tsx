import React, { useEffect, useState } from 'react';
import * as styles from './TextRotator.module.css';

interface TextRotatorProps {
  words: readonly string[];
  /** First change after this many ms. */
  delay?: number;
  /** Then a change every this many ms. */
  repeat?: number;
  maxWidth?: number;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Shows one word at a time; the next slides up. Still for readers who ask for reduced motion. */
export default function TextRotator({ words, delay = 5000, repeat = 5000, maxWidth = 110 }: TextRotatorProps) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (prefersReducedMotion()) return undefined;
    let interval: number | undefined;
    const advance = () => setIndex((current) => (current + 1) % words.length);
    const timeout = window.setTimeout(() => {
      advance();
      interval = window.setInterval(advance, repeat);
    }, delay);
    return () => {
      window.clearTimeout(timeout);
      window.clearInterval(interval);
    };
  }, [words.length, delay, repeat]);

  return (
    // An inline block one word high: the word sliding in (a transform, which moves nothing around
    // it) is clipped to it. No measuring: reading a height forced a layout of the whole home page.
    <span className={styles.rotator} style={{ minWidth: maxWidth }}>
      <span key={index} className={index === 0 ? styles.first : styles.word}>
        {words[index]}
      </span>
    </span>
  );
}
