import React from 'react';
import * as styles from './Cube.module.css';

const FACES = ['front', 'back', 'left', 'right', 'top', 'bottom'] as const;

interface CubeProps {
  /** Edge length in px. */
  depth?: number;
}

/** The webpack cube in CSS 3-D: it turns 90° every 5 s, an inner cube the other way. */
export default function Cube({ depth = 120 }: CubeProps) {
  const cube = (className: string, size: number) => (
    <span className={className} style={{ width: size, height: size, ['--half' as string]: `${size / 2}px` }}>
      {FACES.map((face) => (
        <span key={face} className={`${styles.face} ${styles[face] ?? ''}`} />
      ))}
    </span>
  );
  return (
    <div className={styles.scene} style={{ width: depth, height: depth }} aria-hidden="true">
      {cube(styles.outer, depth)}
      <span className={styles.innerWrap} style={{ width: depth, height: depth }}>
        {cube(styles.inner, depth / 2)}
      </span>
    </div>
  );
}
