import React, { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { Link, navigate } from 'gatsby';
import { DocSearchModal, type DocSearchHit } from '@docsearch/react';
import '@docsearch/css';
import { DOCSEARCH, SEARCH_PLACEHOLDER } from '../../../config/site';
import { toRelativeUrl } from '../../../model/docsearchHits';
import { createLocalSearchClient } from '../localSearchClient';
import './SearchModal.css';

interface SearchModalProps {
  onClose: () => void;
  initialQuery?: string;
}

const hosted = Boolean(DOCSEARCH.appId && DOCSEARCH.apiKey);

/** The DocSearch dialog, loaded on intent. Local index by default, hosted index with credentials. */
export default function SearchModal({ onClose, initialQuery }: SearchModalProps) {
  const localClient = useMemo(() => (hosted ? null : createLocalSearchClient()), []);
  return createPortal(
    <DocSearchModal
      appId={hosted ? DOCSEARCH.appId : 'local'}
      apiKey={hosted ? DOCSEARCH.apiKey : 'local'}
      indexName={DOCSEARCH.indexName}
      placeholder={SEARCH_PLACEHOLDER}
      initialQuery={initialQuery}
      initialScrollY={typeof window === 'undefined' ? 0 : window.scrollY}
      onClose={onClose}
      disableUserPersonalization
      searchParameters={{ enablePersonalization: false }}
      insights={false}
      transformSearchClient={(client) => (localClient ? (localClient as unknown as typeof client) : client)}
      transformItems={(items: DocSearchHit[]) => items.map((item) => ({ ...item, url: toRelativeUrl(item.url) }))}
      hitComponent={({ hit, children }) => <Link to={toRelativeUrl(hit.url)}>{children}</Link>}
      navigator={{
        navigate({ itemUrl }) {
          onClose();
          navigate(toRelativeUrl(itemUrl));
        },
      }}
    />,
    document.body,
  );
}
