// Tabs of content components (<Tabs>, <PackageManagers>): the reader's choice, remembered across
// pages, applied before the first paint. The HTML has every panel visible (readable without
// JavaScript); the head script (src/head/tabs.ts) hides the others, so nothing moves once the page
// shows, and leaves `window.__tabs` for the app.

/** localStorage key: the tab labels the reader chose, latest first, e.g. ["pnpm", "ESM"]. */
export const TABS_KEY = 'tabs';

/** What the head script leaves on window for the app. */
export interface TabsApi {
  /** Selects in every tab group under root the tab of the latest chosen label it has, else the first. */
  apply: (root: ParentNode) => void;
  /** Remembers a label as the latest choice and applies it to the page. */
  choose: (label: string) => void;
}

declare global {
  interface Window {
    __tabs?: TabsApi;
  }
}
