import React from 'react';
import { Link } from 'gatsby';
import { QA_URL, REPOSITORY_URL, SOCIAL_URL } from '../../../config/site';
import { DOCUMENTATION_LINKS, HEADER_LINKS, isDocumentationPath } from '../../../model/navigation';
import LanguageMenu from '../LanguageMenu/LanguageMenu';
import ThemeToggle from '../ThemeToggle/ThemeToggle';
import * as styles from './Header.module.css';

interface HeaderProps {
  path: string;
  hash: string;
  /** Extra controls at the start of the bar, e.g. the mobile menu button. */
  start?: React.ReactNode;
  /** Extra controls before the icons, e.g. search. */
  tools?: React.ReactNode;
}

const EXTERNAL_LINKS = [
  { title: 'webpack on GitHub', url: REPOSITORY_URL, icon: 'M12 .5a12 12 0 00-3.8 23.4c.6.1.8-.3.8-.6v-2c-3.3.7-4-1.6-4-1.6-.6-1.4-1.4-1.8-1.4-1.8-1.1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1.1 1.8 2.8 1.3 3.5 1 .1-.8.4-1.3.8-1.6-2.7-.3-5.5-1.3-5.5-5.9 0-1.3.5-2.4 1.2-3.2-.1-.3-.5-1.5.1-3.2 0 0 1-.3 3.3 1.2a11.5 11.5 0 016 0C17.3 4.7 18.3 5 18.3 5c.7 1.7.3 2.9.1 3.2.8.8 1.2 1.9 1.2 3.2 0 4.6-2.8 5.6-5.5 5.9.4.4.8 1.1.8 2.2v3.3c0 .3.2.7.8.6A12 12 0 0012 .5z' },
  { title: 'webpack on X (Twitter)', url: SOCIAL_URL, icon: 'M18.2 2h3.4l-7.4 8.5L23 22h-6.8l-5.3-7-6.1 7H1.4l7.9-9L1 2h7l4.8 6.4L18.2 2zm-1.2 18h1.9L7.1 4H5.1l11.9 16z' },
  { title: 'webpack questions on Stack Overflow', url: QA_URL, icon: 'M17.4 21v-5.4h1.8V23H3v-7.4h1.8V21h12.6zM6.8 15.3l8.8 1.9.4-1.8-8.8-1.9-.4 1.8zm1.2-4.3l8.2 3.8.7-1.7-8.2-3.8-.7 1.7zm2.2-4.1l6.9 5.8 1.2-1.4-7-5.8-1.1 1.4zM14.7 2.6l-1.5 1.1 5.4 7.2 1.4-1.1-5.3-7.2zM6.6 19.2h9v-1.8h-9v1.8z' },
];

/** The site header: logo, main navigation, tools and the documentation sub-navigation. */
export default function Header({ path, hash, start, tools }: HeaderProps) {
  const showSubNav = isDocumentationPath(path);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {start}
        <Link to="/" className={styles.logo} aria-label="webpack home page">
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span className={styles.wordmark}>webpack</span>
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.links}>
            {HEADER_LINKS.map((link) => {
              const active = link.isActive(path);
              return (
                <li key={link.url}>
                  <Link to={link.url} className={active ? styles.active : styles.link} aria-current={active ? 'page' : undefined}>
                    {link.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.tools}>
          {tools}
          {EXTERNAL_LINKS.map((link) => (
            <a key={link.url} className={styles.icon} href={link.url} target="_blank" rel="noopener noreferrer" title={link.title}>
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
                <path fill="currentColor" d={link.icon} />
              </svg>
              <span className="sr-only">{link.title} (opens in a new tab)</span>
            </a>
          ))}
          <LanguageMenu path={`${path}${hash}`} />
          <ThemeToggle />
        </div>
      </div>
      {showSubNav && (
        <nav className={styles.subNav} aria-label="Documentation sections">
          <ul className={styles.subLinks}>
            {DOCUMENTATION_LINKS.map((link) => {
              const active = path.startsWith(link.url);
              return (
                <li key={link.url}>
                  <Link to={link.url} title={link.title} className={active ? styles.subActive : styles.subLink} aria-current={active ? 'true' : undefined}>
                    {link.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </header>
  );
}
