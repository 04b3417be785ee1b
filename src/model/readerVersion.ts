// The reader's webpack version: which minor release they use, so the option and hook headings
// newer than it say "not in 5.80". Names shared by the renderer, the head script and the app.

/** On an "added" version mark: its minor release, "5.97". */
export const VERSION_ADDED_ATTRIBUTE = 'data-version-added';

/** On the version <select> of a page (several may be on a printable page, so no id). */
export const READER_VERSION_SELECT_ATTRIBUTE = 'data-reader-version';

/** On the <p> that holds the select, so pages assembled from rendered bodies can leave it out. */
export const READER_VERSION_PICKER_ATTRIBUTE = 'data-reader-version-picker';

/**
 * A body without its "Your webpack version" picker: the printable pages carry no head script to
 * make it work. '<p data-reader-version-picker="">…</p><section>…' -> '<section>…'.
 */
export function removeReaderVersionPicker(html: string): string {
  return html.replace(new RegExp(`<p [^>]*${READER_VERSION_PICKER_ATTRIBUTE}[^>]*>[\\s\\S]*?</p>`), '');
}

/** localStorage key: the minor release the reader chose ("5.80"); absent means the latest. */
export const READER_VERSION_KEY = 'webpack-version';
