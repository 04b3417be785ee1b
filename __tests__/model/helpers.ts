import type { ContentPage } from '../../src/model/types';
import { getUrlFromPath } from '../../src/model/url';
import { getSectionFromPath } from '../../src/model/contentFile';

/** A page as the build would make it from `path` and some front matter. */
export function makePage(path: string, frontMatter: Partial<ContentPage> = {}): ContentPage {
  const name = path.split('/').pop()!.replace(/\.mdx?$/, '');
  return {
    title: name,
    sort: null,
    group: null,
    contributors: [],
    related: [],
    description: null,
    source: null,
    edit: null,
    repo: null,
    thirdParty: false,
    path,
    name,
    extension: 'mdx',
    size: 100,
    url: getUrlFromPath(path),
    section: getSectionFromPath(path),
    anchors: [],
    date: null,
    teaser: null,
    ...frontMatter,
  };
}
