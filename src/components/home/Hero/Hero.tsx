import React from 'react';
import * as styles from './Hero.module.css';

/** "bundle your assets": the landing page's opening. */
export default function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <h1 id="hero-heading" className={styles.heading}>
        bundle your <span className={styles.word}>assets</span>
      </h1>
      <p className={styles.tagline}>
        webpack bundles JavaScript modules, and with loaders and plugins it can transform and package styles, images
        and any other resource for the browser.
      </p>
    </section>
  );
}
