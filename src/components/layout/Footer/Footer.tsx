import React from 'react';
import { Link } from 'gatsby';
import { OPEN_COLLECTIVE_URL } from '../../../config/site';
import * as styles from './Footer.module.css';

const FOOTER_LINKS = [
  { title: 'Getting started', url: '/guides/getting-started/' },
  { title: 'Glossary', url: '/glossary/' },
  { title: 'Comparison', url: '/comparison/' },
  { title: 'Awesome webpack', url: '/awesome-webpack/' },
  { title: 'Branding', url: '/branding/' },
  { title: 'License', url: '/license/' },
  { title: 'Offline reading', url: '/offline/' },
];

export default function Footer() {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer">
        <ul className={styles.links}>
          {FOOTER_LINKS.map((link) => (
            <li key={link.url}>
              <Link to={link.url}>{link.title}</Link>
            </li>
          ))}
          <li>
            <a href={OPEN_COLLECTIVE_URL} target="_blank" rel="noopener noreferrer">
              Support webpack<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </nav>
      <p className={styles.license}>
        webpack is MIT licensed. The documentation is available under{' '}
        <Link to="/license/">CC BY 4.0</Link>.
      </p>
    </footer>
  );
}
