// The pages read in this tab, newest last, so the offline page can offer a way back.
import { readStorage, writeStorage } from './storage';

const KEY = 'webpack-docs:recent-pages';
const KEEP = 10;

export function readRecentPages(): string[] {
  try {
    const pages: unknown = JSON.parse(readStorage(KEY) ?? '[]');
    return Array.isArray(pages) ? pages.filter((page): page is string => typeof page === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberPage(pathname: string): void {
  const pages = readRecentPages().filter((page) => page !== pathname);
  writeStorage(KEY, JSON.stringify([...pages, pathname].slice(-KEEP)));
}
