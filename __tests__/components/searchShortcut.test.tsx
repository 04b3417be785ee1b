import {
  hasEarlySearchShortcut,
  peekSearchKeys,
  startSearchKeyBuffer,
  stopSearchKeyBuffer,
  takeEarlySearchShortcut,
} from '../../src/browser/searchShortcut';
import { installSearchShortcut } from '../../src/head/searchShortcut';

/** Presses a key the way a visitor does before the app has hydrated; true when the browser's own action was stopped. */
function press(key: string, modifiers: KeyboardEventInit = {}): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers });
  document.body.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the head script that catches the search shortcut before hydration', () => {
  beforeEach(() => {
    document.body.innerHTML = '<header><button type="button" data-search-shortcut>Search webpack documentation</button></header>';
    // Runs the inline script exactly as the page ships it.
    installSearchShortcut();
  });

  afterEach(() => {
    takeEarlySearchShortcut();
    delete window.__searchShortcut;
  });

  it("stops the browser's own Ctrl+K and remembers it with what is typed next", () => {
    expect(hasEarlySearchShortcut()).toBe(false);
    expect(press('k', { ctrlKey: true })).toBe(true);
    expect(hasEarlySearchShortcut()).toBe(true);
    expect(press('e')).toBe(true);
    press('n');
    press('x');
    press('Backspace');
    press('t');
    expect(takeEarlySearchShortcut()).toEqual({ query: 'ent' });
  });

  it('takes Cmd+K and "/" too', () => {
    expect(press('K', { metaKey: true })).toBe(true);
    expect(takeEarlySearchShortcut()).toEqual({ query: undefined });
    installSearchShortcut();
    expect(press('/')).toBe(true);
    expect(takeEarlySearchShortcut()).toEqual({ query: undefined });
  });

  it('leaves ordinary keys alone until the shortcut is pressed', () => {
    expect(press('a')).toBe(false);
    expect(press(' ')).toBe(false);
    expect(hasEarlySearchShortcut()).toBe(false);
  });

  it('forgets the shortcut on Escape', () => {
    press('k', { ctrlKey: true });
    press('Escape');
    expect(takeEarlySearchShortcut()).toBeNull();
  });

  it('hands the keyboard to the app once taken', () => {
    press('k', { ctrlKey: true });
    takeEarlySearchShortcut();
    expect(press('k', { ctrlKey: true })).toBe(false);
    expect(press('a')).toBe(false);
    expect(takeEarlySearchShortcut()).toBeNull();
  });

  it('leaves Ctrl+K to the browser on a page without the search button', () => {
    document.body.innerHTML = '<main><h1>Printable</h1></main>';
    expect(press('k', { ctrlKey: true })).toBe(false);
    expect(hasEarlySearchShortcut()).toBe(false);
  });
});

describe('the key buffer between the shortcut and the search box', () => {
  afterEach(() => stopSearchKeyBuffer());

  it('keeps the letters typed before the box exists, and Backspace edits them', () => {
    startSearchKeyBuffer();
    expect(press('c')).toBe(true);
    press('o');
    press('x');
    press('Backspace');
    press('n');
    expect(peekSearchKeys()).toBe('con');
    expect(stopSearchKeyBuffer()).toBe('con');
  });

  it('goes on from what the head script kept', () => {
    startSearchKeyBuffer('ent');
    press('r');
    press('y');
    expect(stopSearchKeyBuffer()).toBe('entry');
  });

  it('leaves shortcuts and keys without a letter alone', () => {
    startSearchKeyBuffer();
    expect(press('k', { ctrlKey: true })).toBe(false);
    expect(press('Escape')).toBe(false);
    expect(press('ArrowDown')).toBe(false);
    expect(peekSearchKeys()).toBe('');
  });

  it('hands the keyboard back once stopped', () => {
    startSearchKeyBuffer();
    stopSearchKeyBuffer();
    expect(press('a')).toBe(false);
    expect(peekSearchKeys()).toBe('');
  });

  it('gives the keyboard back by itself if the dialog never comes', () => {
    jest.useFakeTimers();
    try {
      startSearchKeyBuffer();
      jest.advanceTimersByTime(20_000);
      expect(press('a')).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
