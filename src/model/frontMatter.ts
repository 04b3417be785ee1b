// Validation of front matter: a bad field fails the build, naming the file and field.
import { ContentError } from './contentError';
import type { FrontMatter, RelatedLink } from './types';

type Data = Record<string, unknown>;

const KNOWN_FIELDS = new Set([
  'title',
  'sort',
  'group',
  'contributors',
  'related',
  'description',
  'source',
  'edit',
  'repo',
  'thirdParty',
]);

function optionalString(data: Data, field: string, file: string): string | null {
  const value = data[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new ContentError(file, field, `must be a string, got ${typeof value}`);
  return value;
}

function optionalUrl(data: Data, field: string, file: string): string | null {
  const value = optionalString(data, field, file);
  if (value !== null && !/^https?:\/\//.test(value)) {
    throw new ContentError(file, field, `must be an http(s) url, got "${value}"`);
  }
  return value;
}

function readTitle(data: Data, file: string): string {
  const title = data.title;
  if (title === undefined || title === null) throw new ContentError(file, 'title', 'is missing');
  if (typeof title !== 'string') throw new ContentError(file, 'title', `must be a string, got ${typeof title}`);
  if (!title.trim()) throw new ContentError(file, 'title', 'is empty');
  return title;
}

function readSort(data: Data, file: string): number | null {
  const sort = data.sort;
  if (sort === undefined || sort === null) return null;
  if (typeof sort !== 'number' || !Number.isFinite(sort)) {
    throw new ContentError(file, 'sort', `must be a number, got ${JSON.stringify(sort)}`);
  }
  return sort;
}

function readContributors(data: Data, file: string): string[] {
  const contributors = data.contributors;
  if (contributors === undefined || contributors === null) return [];
  if (!Array.isArray(contributors)) throw new ContentError(file, 'contributors', 'must be a list of handles');
  contributors.forEach((handle, index) => {
    if (typeof handle !== 'string' || !/^[A-Za-z0-9-]+$/.test(handle)) {
      throw new ContentError(file, 'contributors', `item ${index} is not a code-host handle: ${JSON.stringify(handle)}`);
    }
  });
  return contributors as string[];
}

function readRelated(data: Data, file: string): RelatedLink[] {
  const related = data.related;
  if (related === undefined || related === null) return [];
  if (!Array.isArray(related)) throw new ContentError(file, 'related', 'must be a list of {title, url}');
  return related.map((item: unknown, index) => {
    const link = item as Data | null;
    if (!link || typeof link !== 'object' || typeof link.title !== 'string' || typeof link.url !== 'string') {
      throw new ContentError(file, 'related', `item ${index} must have a string title and url`);
    }
    return { title: link.title, url: link.url };
  });
}

function readThirdParty(data: Data, file: string): boolean {
  const value = data.thirdParty;
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw new ContentError(file, 'thirdParty', 'must be true or false');
  return value;
}

/** Checks raw front matter and returns it typed; throws ContentError on the first problem. */
export function parseFrontMatter(raw: unknown, file: string): FrontMatter {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ContentError(file, 'title', 'is missing (the file has no front matter)');
  }
  const data = raw as Data;
  const unknown = Object.keys(data).find((field) => !KNOWN_FIELDS.has(field));
  if (unknown) throw new ContentError(file, unknown, 'is not a known field (a typo?)');
  return {
    title: readTitle(data, file),
    sort: readSort(data, file),
    group: optionalString(data, 'group', file),
    contributors: readContributors(data, file),
    related: readRelated(data, file),
    description: optionalString(data, 'description', file),
    source: optionalUrl(data, 'source', file),
    edit: optionalUrl(data, 'edit', file),
    repo: optionalUrl(data, 'repo', file),
    thirdParty: readThirdParty(data, file),
  };
}
