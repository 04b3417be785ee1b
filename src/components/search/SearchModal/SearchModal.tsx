import React, { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, navigate } from 'gatsby';
import { DocSearchModal, type DocSearchHit } from '@docsearch/react';
import '@docsearch/css';
import { DOCSEARCH, SEARCH_PLACEHOLDER } from '../../../config/site';
import { toRelativeUrl } from '../../../model/docsearchHits';
import { peekSearchKeys, stopSearchKeyBuffer } from '../../../browser/searchShortcut';
import { createLocalSearchClient } from '../localSearchClient';
import './SearchModal.css';

interface SearchModalProps {
  /** `false` when a result is being opened: the focus then goes to the new page, not the search button. */
  onClose: (restoreFocus?: boolean) => void;
}

/** Sets the box's value the way typing does, so DocSearch searches for it. */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The DocSearch dialog, loaded on intent. Local index by default, hosted index with credentials
 * (only the hosted one shows "Search by Algolia"). Letters typed since the shortcut, kept while
 * this code loaded, are its first query.
 */
export default function SearchModal({ onClose }: SearchModalProps) {
  const hosted = Boolean(DOCSEARCH.appId && DOCSEARCH.apiKey);
  const localClient = useMemo(() => (hosted ? null : createLocalSearchClient()), [hosted]);
  const [initialQuery] = useState(() => peekSearchKeys() || undefined);

  useEffect(() => {
    // DocSearch has focused its box by now (its effects run first): it takes the keyboard from here.
    const typed = stopSearchKeyBuffer();
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return;
    if (document.activeElement !== input) input.focus();
    if (typed !== input.value) typeInto(input, typed);
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  return createPortal(
    <div className="SearchModal" data-index={hosted ? 'hosted' : 'local'}>
      <DocSearchModal
        appId={hosted ? DOCSEARCH.appId : 'local'}
        apiKey={hosted ? DOCSEARCH.apiKey : 'local'}
        indexName={DOCSEARCH.indexName}
        placeholder={SEARCH_PLACEHOLDER}
        initialQuery={initialQuery}
        initialScrollY={typeof window === 'undefined' ? 0 : window.scrollY}
        onClose={() => onClose()}
        disableUserPersonalization
        searchParameters={{ enablePersonalization: false }}
        insights={false}
        transformSearchClient={(client) => (localClient ? (localClient as unknown as typeof client) : client)}
        transformItems={(items: DocSearchHit[]) => items.map((item) => ({ ...item, url: toRelativeUrl(item.url) }))}
        hitComponent={({ hit, children }) => (
          <Link to={toRelativeUrl(hit.url)} onClick={() => onClose(false)}>
            {children}
          </Link>
        )}
        navigator={{
          navigate({ itemUrl }) {
            onClose(false);
            navigate(toRelativeUrl(itemUrl));
          },
        }}
      />
    </div>,
    document.body,
  );
}
