// What the app's start (src/head/appStart.ts) and the early controls (src/head/earlyControls.ts)
// share in the browser: the hook a script of the app calls when it fails to load.

declare global {
  interface Window {
    /** Called when a script of the app fails to load (the early controls'). */
    __appFailed?: () => void;
  }
}

export {};
