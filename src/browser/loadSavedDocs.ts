// The saving code (savedDocs.ts) as a chunk of its own, loaded when a reader asks for it or a saved
// section needs it. Apart from savedDocsRecord.ts, which savedDocs.ts imports: the record is read on
// every page, and a record that loaded the saving code would make the two import each other.
import { readSavedBuild, readSavedSections, runningBuild } from './savedDocsRecord';

export const loadSavedDocs = () => import(/* webpackChunkName: "saved-docs" */ './savedDocs');

/** After a deploy, sections saved under the previous release are saved again from this one. */
export function resyncSavedDocs(): void {
  if (readSavedSections().length === 0 || !navigator.onLine) return;
  if (runningBuild() && readSavedBuild() === runningBuild()) return;
  void loadSavedDocs()
    .then((savedDocs) => savedDocs.bringToThisRelease())
    .catch(() => undefined);
}
