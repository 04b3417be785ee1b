import React from 'react';
import TextRotator from '../TextRotator/TextRotator';
import Cube from '../Cube/Cube';
import * as styles from './Hero.module.css';

const WORDS = ['assets', 'scripts', 'images', 'styles'] as const;

/** "bundle your <word>" beside the cube: the landing page's opening. */
export default function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h1 id="hero-heading" className={styles.heading}>
            bundle your <TextRotator words={WORDS} delay={5000} repeat={5000} maxWidth={110} />
          </h1>
          <p className={styles.tagline}>
            webpack bundles JavaScript modules, and with loaders and plugins it transforms and packages styles, images
            and any other resource for the browser.
          </p>
        </div>
        <Cube depth={120} />
      </div>
    </section>
  );
}
