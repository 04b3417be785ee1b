import React, { useEffect, useRef, useState } from 'react';
import { LANGUAGES } from '../../../config/site';
import { EARLY_KEYS_ATTRIBUTE } from '../../../browser/earlyControls';
import * as styles from './LanguageMenu.module.css';

interface LanguageMenuProps {
  /** Current path and hash, kept when switching host. */
  path: string;
}

/** Language dropdown: opens on click or hover; Escape, outside click or focus loss close it. */
export default function LanguageMenu({ path }: LanguageMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  // A mouse that hovers opens the menu; its click must not close it again.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('touchstart', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('touchstart', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  const focusItem = (index: number) => {
    const count = LANGUAGES.length;
    itemRefs.current[(index + count) % count]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) setOpen(true);
      // Wait for the list to render when it was closed.
      requestAnimationFrame(() => focusItem(current === -1 ? (step === 1 ? 0 : -1) : current + step));
    }
  };

  return (
    <div
      ref={rootRef}
      className={styles.menu}
      // Arrows pressed before the app is interactive open the menu once it is (src/browser/earlyControls.ts).
      {...{ [EARLY_KEYS_ATTRIBUTE]: 'ArrowDown ArrowUp' }}
      onKeyDown={onKeyDown}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="language-menu-list"
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          setOpen((value) => !value);
        }}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 100 20 10 10 0 000-20zm6.9 6h-2.9a15.7 15.7 0 00-1.4-3.6A8 8 0 0118.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8.2 8.2 0 010-4h3.4a16.5 16.5 0 000 4H4.3zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 015.1 16zM8 8H5.1a8 8 0 014.3-3.6C8.8 5.5 8.3 6.7 8 8zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 010-4h4.6a14.7 14.7 0 010 4zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 01-4.3 3.6zm1.7-5.6a16.5 16.5 0 000-4h3.4a8.2 8.2 0 010 4h-3.4z"
          />
        </svg>
        {/* The name starts with the visible "EN" so a voice-control user can say it (WCAG 2.5.3). */}
        <span className={styles.code}>EN</span> <span className="sr-only">(select language)</span>
      </button>
      <ul id="language-menu-list" className={styles.list} hidden={!open}>
        {LANGUAGES.map((language, index) => (
          <li key={language.code}>
            <a
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              className={styles.item}
              href={`${language.host}${path}`}
              hrefLang={language.code}
              lang={language.code}
              aria-current={language.code === 'en' ? 'true' : undefined}
            >
              {language.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
