import React from 'react';
import * as styles from './TextRotator.module.css';

interface TextRotatorProps {
  /** Four words: the keyframes in TextRotator.module.css share the cycle out in quarters. */
  words: readonly [string, string, string, string];
  /** First change after this many ms. */
  delay?: number;
  /** Then a change every this many ms. */
  repeat?: number;
  maxWidth?: number;
}

/** How long a word takes to slide in, in ms; the keyframes give it 2% of the cycle (400 ms of 20 s). */
const SLIDE = 400;

/**
 * Shows one word at a time; the next slides up as the last leaves. CSS only, so it runs from the
 * first paint without the app: every word is in the page, stacked in one cell, each running the
 * same cycle (four times `repeat`) started a quarter later than the last. A word outside its
 * quarter is `visibility: hidden`, so it is neither seen nor read out. Still, on the first word,
 * for readers who ask for reduced motion.
 */
export default function TextRotator({ words, delay = 5000, repeat = 5000, maxWidth = 110 }: TextRotatorProps) {
  // Word i is in from delay + (i - 1) * repeat; the first word's turn is the last of the cycle,
  // started so that it is fully in at load.
  const start = (index: number) => (index === 0 ? -SLIDE : delay + (index - 1) * repeat - SLIDE);
  return (
    <span className={styles.rotator} style={{ minWidth: maxWidth, ['--cycle' as string]: `${words.length * repeat}ms` }}>
      {words.map((word, index) => (
        <span key={word} className={index === 0 ? styles.first : styles.word} style={{ animationDelay: `${start(index)}ms` }}>
          {word}
        </span>
      ))}
    </span>
  );
}
