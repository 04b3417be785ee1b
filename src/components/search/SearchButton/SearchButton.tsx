import React, { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_PLACEHOLDER } from '../../../config/site';
import { hasEarlySearchShortcut, startSearchKeyBuffer, stopSearchKeyBuffer, takeEarlySearchShortcut } from '../../../browser/searchShortcut';
import * as styles from './SearchButton.module.css';

// Prefetched (fetched at the lowest priority, not run) once the app's code has run: on a phone
// network the first search press then waits for no download.
const loadModal = () => import(/* webpackChunkName: "search-modal", webpackPrefetch: true */ '../SearchModal/SearchModal');
const SearchModal = lazy(loadModal);

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)));
}

/**
 * The search box in the header. The DocSearch code is prefetched once the app runs, and runs
 * only on intent: hover, focus, click, Ctrl/Cmd+K or "/". Its name is its visible text, so a
 * voice-control user can say what they see (WCAG 2.5.3). Letters typed before the dialog's box exists
 * are kept for it; closing the dialog puts the focus back on this button.
 */
export default function SearchButton() {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const preload = useCallback(() => {
    loadModal().catch(() => undefined);
  }, []);

  const show = useCallback((typed?: string) => {
    if (typed !== undefined) startSearchKeyBuffer(typed);
    openRef.current = true;
    setOpen(true);
    // Without its code the dialog never takes the keys: give the keyboard back.
    loadModal().catch(() => stopSearchKeyBuffer());
  }, []);

  /** Closes the dialog; the focus goes back to the button unless a result is being opened. */
  const close = useCallback((restoreFocus = true) => {
    stopSearchKeyBuffer();
    // The first call decides: a hit's link says "no focus back" before DocSearch closes too.
    if (!openRef.current) return;
    returnFocus.current = restoreFocus;
    openRef.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (openRef.current) close();
        return;
      }
      const shortcut = (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) || (event.key === '/' && !isTyping(event.target));
      // A prevented shortcut was already taken by the head script, which still holds the keyboard (see below).
      if (!shortcut || event.defaultPrevented) return;
      event.preventDefault();
      if (openRef.current) close();
      else show('');
    };
    window.addEventListener('keydown', onKeyDown);
    // A shortcut pressed before hydration was caught by the head script: open search once its
    // code is here, with what was typed meanwhile (the head script keeps collecting until then,
    // and the key buffer from then until the dialog's box exists).
    let active = true;
    if (hasEarlySearchShortcut()) {
      loadModal().then(
        () => {
          const early = takeEarlySearchShortcut();
          if (!active || !early) return;
          show(early.query ?? '');
        },
        () => takeEarlySearchShortcut(),
      );
    } else {
      takeEarlySearchShortcut();
    }
    return () => {
      active = false;
      takeEarlySearchShortcut();
      stopSearchKeyBuffer();
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [close, show]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => show()}
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
          <SearchModal onClose={close} />
        </Suspense>
      )}
    </>
  );
}
