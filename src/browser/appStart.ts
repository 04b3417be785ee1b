// What starts the app before the page has loaded and the browser is idle: the reader's first
// input (src/model/appStart.ts has why). The head script listens for these from the first byte of
// the page on (src/head/appStart.ts).

/**
 * What counts as the reader's first input: a pointer moving or pressing, a touch, a key, focus
 * moving, a scroll or wheel, a click, and a form control's value changing (assistive technology
 * may click, or set a select's value, with no pointer, key or focus event before).
 */
export const APP_START_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'click', 'input', 'change'] as const;

declare global {
  interface Window {
    /** Called when a script of the app fails to load (the early controls'). */
    __appFailed?: () => void;
  }
}
