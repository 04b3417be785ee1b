import React, { useEffect, useRef, useState } from 'react';
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
  const [height, setHeight] = useState<number | undefined>(undefined);
  const wordRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const measure = () => setHeight(wordRef.current?.offsetHeight || undefined);
    const timer = window.setTimeout(measure, 50);
    window.addEventListener('resize', measure);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', measure);
    };
  }, []);

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
    <span className={styles.rotator} style={{ minWidth: maxWidth, height }}>
      <span key={index} ref={wordRef} className={index === 0 ? styles.first : styles.word}>
        {words[index]}
      </span>
    </span>
  );
}
