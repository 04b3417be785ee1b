// The reader's webpack version, applied before the first paint: one constructed stylesheet whose
// only rule selects the version marks newer than the reader's version and gives them "not in 5.80 · "
// (VersionMark.module.css reads --not-in-version). A constructed sheet is CSSOM, not inline CSS, so
// the page's Content-Security-Policy needs no hash for it. The <select> of a page works before the
// app: this listens for its change on the document. A stored version that is not a 5.x minor older
// than the latest counts as the latest. Where constructed stylesheets are missing (Safari before
// 16.4), the marks stay as they are.
import { createAdoptedRules } from './adoptedRules';
import { READER_VERSION_KEY, READER_VERSION_SELECT_ATTRIBUTE, VERSION_ADDED_ATTRIBUTE } from '../model/readerVersion';

const SELECT = `select[${READER_VERSION_SELECT_ATTRIBUTE}]`;

/** `latest`: the newest release the site documents, "5.113". */
export function installReaderVersion(latest: string): void {
  const doc = document;
  const [major, newest] = latest.split('.').map(Number);
  let version: string | null = null;
  const setRules = createAdoptedRules(doc);
  try {
    version = localStorage.getItem(READER_VERSION_KEY);
  } catch {
    // Storage blocked: the latest.
  }
  const valid = (value: string | null): string | null => {
    const match = new RegExp(`^${major}\\.(\\d+)$`).exec(value || '');
    return match && Number(match[1]) < newest ? value : null;
  };
  const apply = () => {
    let rules = '';
    version = valid(version);
    if (version) {
      const selectors: string[] = [];
      for (let minor = Number(version.split('.')[1]) + 1; minor <= newest; minor++) selectors.push(`[${VERSION_ADDED_ATTRIBUTE}="${major}.${minor}"]`);
      rules = `${selectors.join(',')}{--not-in-version:"not in ${version} \\00b7  ";border-color:var(--color-warning-border);background:var(--color-warning-bg);color:var(--color-text)}`;
    }
    setRules(rules);
  };
  const sync = (scope?: ParentNode) => {
    for (const select of Array.from((scope || doc).querySelectorAll<HTMLSelectElement>(SELECT))) select.value = version || '';
  };
  apply();
  window.__readerVersion = { sync };
  doc.addEventListener('change', (event) => {
    const target = event.target as HTMLSelectElement | null;
    if (!target || !target.matches || !target.matches(SELECT)) return;
    version = target.value || null;
    try {
      if (version) localStorage.setItem(READER_VERSION_KEY, version);
      else localStorage.removeItem(READER_VERSION_KEY);
    } catch {
      // Storage blocked: the choice lasts until the next page.
    }
    apply();
    sync(doc);
  });
  doc.addEventListener('DOMContentLoaded', () => sync(doc));
}
