import React from 'react';
import { formatBytes, getDownloadSize, getSectionFiles } from '../../../model/offline';
import { useOfflineCatalog } from '../../../browser/useOfflineCatalog';
import SaveControl from '../SaveControl/SaveControl';
import AvailablePages from '../AvailablePages/AvailablePages';
import * as styles from './OfflineLibrary.module.css';

/** Every section with its download size and a save control, and what already opens offline. */
export default function OfflineLibrary() {
  const { catalog, available, problem, error } = useOfflineCatalog();
  if (error) return <p role="alert">The list of sections could not be loaded: {error}</p>;
  if (!catalog) return <p role="status">Loading the list of sections…</p>;
  const all = catalog.sections.map((section) => section.url);
  const whole = getDownloadSize(catalog, getSectionFiles(catalog, all));
  return (
    <>
      {problem && <p role="alert">{problem}</p>}
      <section aria-labelledby="whole-docs" className={styles.whole}>
        <h2 id="whole-docs">The whole documentation</h2>
        <p>
          {catalog.sections.reduce((sum, section) => sum + section.pages.length, 0)} pages and the search index:{' '}
          {formatBytes(whole.gzip)} to download.
        </p>
        <SaveControl sections={all} name="the whole documentation" />
      </section>
      <section aria-labelledby="sections">
        <h2 id="sections">Sections</h2>
        <ul className={styles.sections}>
          {catalog.sections.map((section) => {
            const size = getDownloadSize(catalog, getSectionFiles(catalog, [section.url]));
            return (
              <li key={section.url} className={styles.section}>
                <h3 className={styles.title}>{section.title}</h3>
                <p className={styles.meta}>
                  {section.pages.length} {section.pages.length === 1 ? 'page' : 'pages'}, {formatBytes(size.gzip)}
                </p>
                <SaveControl sections={[section.url]} name={section.title} />
              </li>
            );
          })}
        </ul>
      </section>
      <AvailablePages pages={available} emptyText="Nothing is saved on this device yet." />
    </>
  );
}
