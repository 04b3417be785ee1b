import { join } from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { restorePageBodies } from './writePageBodies';

/**
 * Before Gatsby reads anything: the last build moved each page's body out of its page-data.json
 * in public/ (writePageBodies.ts), and Gatsby renders HTML from those files in a warm build (and
 * `npm start` serves them), so they get their bodies back first.
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  try {
    const restored = restorePageBodies(join(program.directory, 'public'));
    if (restored) reporter.info(`Page bodies: ${restored} page-data files of the last build have their body back`);
  } catch (error) {
    reporter.panic(`Could not give the page data of the last build its bodies back: ${error instanceof Error ? error.message : String(error)}`);
  }
};
