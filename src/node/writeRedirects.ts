import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REDIRECTS } from '../config/redirects';
import { SITE_URL } from '../config/site';
import { renderRedirectPage, renderRedirectsFile } from '../model/redirects';
import { writeEveryTime, type WritePage } from './stepState';

/** A meta-refresh page per old path, and `_redirects` for hosts that read it. */
export function writeRedirects(publicDir: string, write: WritePage = writeEveryTime): void {
  for (const redirect of REDIRECTS) {
    const dir = join(publicDir, redirect.from);
    mkdirSync(dir, { recursive: true });
    write(join(dir, 'index.html'), renderRedirectPage(redirect, SITE_URL));
  }
  writeFileSync(join(publicDir, '_redirects'), renderRedirectsFile(REDIRECTS));
}
