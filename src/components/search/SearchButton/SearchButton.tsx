import React, { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { SEARCH_PLACEHOLDER } from '../../../config/site';
import { hasEarlySearchShortcut, takeEarlySearchShortcut } from '../../../browser/searchShortcut';
import * as styles from './SearchButton.module.css';

const loadModal = () => import(/* webpackChunkName: "search-modal" */ '../SearchModal/SearchModal');
const SearchModal = lazy(loadModal);

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)));
}

/**
 * The search box in the header. The DocSearch code loads only on intent: hover,
 * focus, click, Ctrl/Cmd+K or "/". Its name is its visible text, so a voice-control
 * user can say what they see (WCAG 2.5.3).
 */
export default function SearchButton() {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const preload = useCallback(() => {
    loadModal().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        return;
      }
      const shortcut = (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) || (event.key === '/' && !isTyping(event.target));
      // A prevented shortcut was already taken by the head script, which still holds the keyboard (see below).
      if (!shortcut || event.defaultPrevented) return;
      event.preventDefault();
      setInitialQuery(undefined);
      setOpen((value) => !value);
    };
    window.addEventListener('keydown', onKeyDown);
    // A shortcut pressed before hydration was caught by the head script: open search once its
    // code is here, with what was typed meanwhile (the head script keeps collecting until then).
    let active = true;
    if (hasEarlySearchShortcut()) {
      loadModal().then(
        () => {
          const early = takeEarlySearchShortcut();
          if (!active || !early) return;
          setInitialQuery(early.query);
          setOpen(true);
        },
        () => takeEarlySearchShortcut(),
      );
    } else {
      takeEarlySearchShortcut();
    }
    return () => {
      active = false;
      takeEarlySearchShortcut();
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K /"
        data-search-shortcut
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="16" height="16">
          <path fill="currentColor" d="M8 2a6 6 0 014.7 9.7l4.8 4.8-1.4 1.4-4.8-4.8A6 6 0 118 2zm0 2a4 4 0 100 8 4 4 0 000-8z" />
        </svg>
        <span className={styles.placeholder}>{SEARCH_PLACEHOLDER}</span>
        <kbd className={styles.key}>Ctrl K</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal initialQuery={initialQuery} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
