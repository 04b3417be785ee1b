import React from 'react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import SearchModal from '../../src/components/search/SearchModal/SearchModal';
import { DOCSEARCH } from '../../src/config/site';

// DocSearch's dialog itself is not under test: a stand-in shows which index it was given.
jest.mock('@docsearch/react', () => ({
  DocSearchModal: ({ appId }: { appId: string }) => (
    <div className="DocSearch-Container" data-app-id={appId}>
      <input className="DocSearch-Input" />
      <footer className="DocSearch-Footer">
        <div className="DocSearch-Logo">Search by Algolia</div>
      </footer>
    </div>
  ),
}));
jest.mock('@docsearch/css', () => ({}), { virtual: true });
jest.mock('../../src/config/site', () => ({
  ...jest.requireActual('../../src/config/site'),
  DOCSEARCH: { appId: '', apiKey: '', indexName: 'webpack-js-org' },
}));

const credentials = DOCSEARCH as { appId: string; apiKey: string };

describe('SearchModal', () => {
  beforeEach(() => {
    // The local index is fetched when the dialog opens; its answers are not under test here.
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
  });
  afterEach(() => {
    credentials.appId = '';
    credentials.apiKey = '';
  });

  it('is answered by the local index without hosted credentials', () => {
    render(<SearchModal onClose={() => undefined} />);
    expect(document.querySelector('.SearchModal')).toHaveAttribute('data-index', 'local');
    expect(document.querySelector('.DocSearch-Container')).toHaveAttribute('data-app-id', 'local');
  });

  it('keeps the hosted index, and its "Search by Algolia" footer, with credentials', () => {
    credentials.appId = 'APPID';
    credentials.apiKey = 'key';
    render(<SearchModal onClose={() => undefined} />);
    expect(document.querySelector('.SearchModal')).toHaveAttribute('data-index', 'hosted');
    expect(document.querySelector('.DocSearch-Container')).toHaveAttribute('data-app-id', 'APPID');
  });

  it('hides the Algolia logo only for the local index', () => {
    const css = readFileSync(join(__dirname, '../../src/components/search/SearchModal/SearchModal.css'), 'utf8');
    const hidden = [...css.matchAll(/([^{}]+)\{[^}]*display:\s*none/g)].map((match) => match[1].replace(/\/\*[^]*?\*\//g, '').trim());
    expect(hidden).toEqual([".SearchModal[data-index='local'] .DocSearch-Logo"]);
  });
});
