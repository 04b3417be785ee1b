// The pages read most recently, newest last, so the offline page can offer a way back.
import { readStringList, writeStringList } from './storage';

const KEY = 'webpack-docs:recent-pages';
const KEEP = 10;

export function readRecentPages(): string[] {
  return readStringList(KEY);
}

export function rememberPage(pathname: string): void {
  const pages = readRecentPages().filter((page) => page !== pathname);
  writeStringList(KEY, [...pages, pathname].slice(-KEEP));
}
