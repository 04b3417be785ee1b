// The reader's webpack version, applied before the first paint by the head script
// (src/head/readerVersion.ts), which leaves `window.__readerVersion` for the app. The <select> of a
// page is rendered into its body at build time, so React never touches it.
import type { RefObject } from 'react';
import { useBeforePaint } from './useBeforePaint';

/** What the head script leaves on window for the app. */
export interface ReaderVersionApi {
  /** Shows the reader's version in every version <select> under root. */
  sync: (root: ParentNode) => void;
}

declare global {
  interface Window {
    __readerVersion?: ReaderVersionApi;
  }
}


/** After a client-side navigation the new body's <select> shows the reader's version, before the paint. */
export function useReaderVersion(ref: RefObject<HTMLElement>, html: string): void {
  useBeforePaint(() => {
    if (ref.current) window.__readerVersion?.sync(ref.current);
  }, [ref, html]);
}
