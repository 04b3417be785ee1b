// The offline catalogue and the pages that open offline now, for the offline page.
import { useEffect, useState } from 'react';
import type { OfflineCatalog } from '../model/offline';
import { loadSavedDocs } from './loadSavedDocs';
import { SAVED_CHANGE_EVENT } from './savedDocsRecord';

export interface OfflineOverview {
  catalog: OfflineCatalog | null;
  available: Array<{ url: string; title: string }>;
  problem: string | null;
  error: string | null;
}

export function useOfflineCatalog(): OfflineOverview {
  const [overview, setOverview] = useState<OfflineOverview>({ catalog: null, available: [], problem: null, error: null });
  useEffect(() => {
    let active = true;
    const load = async () => {
      try {
        const savedDocs = await loadSavedDocs();
        const catalog = await savedDocs.loadCatalog();
        const available = await savedDocs.listAvailablePages(catalog);
        if (active) setOverview({ catalog, available, problem: savedDocs.getStorageProblem(), error: null });
      } catch (error) {
        if (active) setOverview((current) => ({ ...current, error: error instanceof Error ? error.message : String(error) }));
      }
    };
    void load();
    window.addEventListener(SAVED_CHANGE_EVENT, load);
    return () => {
      active = false;
      window.removeEventListener(SAVED_CHANGE_EVENT, load);
    };
  }, []);
  return overview;
}
