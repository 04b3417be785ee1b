import { EXTERNAL_PAGES } from '../../src/config/externalPages';
import { readSection } from './readContent';

describe('pages synced from a package README', () => {
  const pages = [...readSection('loaders'), ...readSection('plugins')].map((content) => content.page);

  it('are exactly the loader and plugin pages that name their own repository', () => {
    const withRepository = pages.filter((page) => page.repo).map((page) => page.path).sort();
    expect(EXTERNAL_PAGES.map((entry) => entry.page).sort()).toEqual(withRepository);
  });

  it('leave the core webpack plugins to us', () => {
    const core = pages.filter((page) => page.group === 'webpack').map((page) => page.path);
    expect(core.length).toBeGreaterThan(20);
    expect(EXTERNAL_PAGES.filter((entry) => core.includes(entry.page))).toEqual([]);
  });
});
