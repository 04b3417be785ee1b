// A search shortcut pressed before the app is interactive is not lost: this stops the browser's own
// Ctrl+K, remembers the press and what is typed next (Backspace edits, Escape cancels), on a page
// with the search button only. The app takes it over (src/browser/searchShortcut.ts).

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)));
}

export function installSearchShortcut(): void {
  const state = { pressed: false, typed: '', stop: () => {} };
  const onKey = (event: KeyboardEvent) => {
    if (!document.querySelector('[data-search-shortcut]')) return;
    const key = event.key || '';
    const shortcut = (key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) || (key === '/' && !isTyping(event.target));
    if (!state.pressed) {
      if (shortcut) {
        event.preventDefault();
        state.pressed = true;
      }
      return;
    }
    if (shortcut) {
      event.preventDefault();
    } else if (key === 'Escape') {
      state.pressed = false;
      state.typed = '';
    } else if (key === 'Backspace') {
      event.preventDefault();
      state.typed = state.typed.slice(0, -1);
    } else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      state.typed += key;
    }
  };
  window.addEventListener('keydown', onKey, true);
  state.stop = () => window.removeEventListener('keydown', onKey, true);
  window.__searchShortcut = state;
}
