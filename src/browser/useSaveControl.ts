// State of a "save for offline" control for one or more sections. The saving code (savedDocs.ts)
// loads only when the reader acts or when the sections are already recorded as saved.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FileSize } from '../model/offline';
import { loadSavedDocs } from './loadSavedDocs';
import { SAVED_CHANGE_EVENT, readSavedSections } from './savedDocsRecord';
import type { SaveProgress } from './savedDocs';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'measuring' }
  | { kind: 'confirm'; size: FileSize & { files: number } }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'saved' }
  | { kind: 'error'; message: string };

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function useSaveControl(sections: readonly string[]) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const key = sections.join(',');
  const busy = useRef(false);

  /** Saved means: every section is in this release's saved index, not just remembered. */
  const refresh = useCallback(async () => {
    const wanted = key.split(',');
    if (!wanted.every((section) => readSavedSections().includes(section))) {
      if (!busy.current) setState({ kind: 'idle' });
      return;
    }
    const savedDocs = await loadSavedDocs();
    const catalog = await savedDocs.loadCatalog();
    const index = await savedDocs.readSavedIndex(catalog.build);
    if (wanted.every((section) => index.sections.includes(section))) setState({ kind: 'saved' });
    else if (!busy.current) setState({ kind: 'idle' });
  }, [key]);

  useEffect(() => {
    refresh().catch(() => undefined);
    const onChange = (event: Event) => {
      const saving = (event as CustomEvent<{ saving?: SaveProgress | null }>).detail?.saving;
      if (saving && saving.section === key) setState({ kind: 'saving', done: saving.done, total: saving.total });
      else if (!busy.current) refresh().catch(() => undefined);
    };
    window.addEventListener(SAVED_CHANGE_EVENT, onChange);
    return () => window.removeEventListener(SAVED_CHANGE_EVENT, onChange);
  }, [key, refresh]);

  /** First step: measure what saving would download, so the reader decides knowing the size. */
  const measure = useCallback(async () => {
    setState({ kind: 'measuring' });
    try {
      const savedDocs = await loadSavedDocs();
      const problem = savedDocs.getStorageProblem();
      if (problem) return setState({ kind: 'error', message: problem });
      const catalog = await savedDocs.loadCatalog();
      setState({ kind: 'confirm', size: await savedDocs.getSaveSize(catalog, key.split(',')) });
    } catch (error) {
      setState({ kind: 'error', message: `The size of the download could not be found: ${messageOf(error)}` });
    }
  }, [key]);

  const save = useCallback(async () => {
    busy.current = true;
    try {
      const savedDocs = await loadSavedDocs();
      const catalog = await savedDocs.loadCatalog();
      await savedDocs.saveSections(catalog, key.split(','), ({ done, total }) => setState({ kind: 'saving', done, total }));
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'error', message: messageOf(error) });
    } finally {
      busy.current = false;
    }
  }, [key]);

  const remove = useCallback(async () => {
    const savedDocs = await loadSavedDocs();
    await savedDocs.removeSections(await savedDocs.loadCatalog(), key.split(','));
    setState({ kind: 'idle' });
  }, [key]);

  const cancel = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, measure, save, remove, cancel };
}
