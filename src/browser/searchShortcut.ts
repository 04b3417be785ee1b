// The search shortcut, Ctrl/Cmd+K or "/": the head script (src/head/searchShortcut.ts) keeps a press
// made before the app is interactive; the app takes it over from here.

/** What the head script remembers until the app can open search. */
interface EarlySearchShortcut {
  /** Ctrl/Cmd+K or "/" was pressed before the app was interactive. */
  pressed: boolean;
  /** Characters typed after the shortcut, for the search box. */
  typed: string;
  /** Removes the head script's listener: the app handles keys from here on. */
  stop: () => void;
}

declare global {
  interface Window {
    __searchShortcut?: EarlySearchShortcut;
  }
}

/** True when the visitor pressed the search shortcut before the app was interactive. */
export function hasEarlySearchShortcut(): boolean {
  return Boolean(window.__searchShortcut?.pressed);
}

/**
 * Hands the keyboard over to the app: stops the head script and returns the early shortcut,
 * with what was typed after it, or null when none is pending (or Escape cancelled it).
 */
export function takeEarlySearchShortcut(): { query: string | undefined } | null {
  const early = window.__searchShortcut;
  if (!early) return null;
  early.stop();
  const taken = early.pressed ? { query: early.typed || undefined } : null;
  early.pressed = false;
  early.typed = '';
  return taken;
}

/** What is typed after the shortcut once the app is interactive, until the dialog's search box takes over. */
interface SearchKeyBuffer {
  typed: string;
  stop: () => void;
}

let keyBuffer: SearchKeyBuffer | null = null;
/** The keyboard goes back to the page if the dialog has not appeared by then (its code failed to load). */
const KEY_BUFFER_TIMEOUT_MS = 15_000;

/**
 * From the shortcut until the search dialog's box exists, letters typed on the page would be
 * lost: keep them (Backspace edits) for the box. Starts with what the head script kept, if any.
 */
export function startSearchKeyBuffer(typed = ''): void {
  stopSearchKeyBuffer();
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Backspace') {
      event.preventDefault();
      buffer.typed = buffer.typed.slice(0, -1);
    } else if (event.key.length === 1) {
      event.preventDefault();
      buffer.typed += event.key;
    }
  };
  const timer = window.setTimeout(() => stopSearchKeyBuffer(), KEY_BUFFER_TIMEOUT_MS);
  const buffer: SearchKeyBuffer = {
    typed,
    stop: () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', onKey, true);
    },
  };
  window.addEventListener('keydown', onKey, true);
  keyBuffer = buffer;
}

/** What has been typed since the shortcut, the buffer still running. */
export function peekSearchKeys(): string {
  return keyBuffer?.typed ?? '';
}

/** Stops keeping keys and returns what was typed since the shortcut. */
export function stopSearchKeyBuffer(): string {
  const typed = keyBuffer?.typed ?? '';
  keyBuffer?.stop();
  keyBuffer = null;
  return typed;
}
