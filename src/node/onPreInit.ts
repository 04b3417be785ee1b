import { join } from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { putBackSplitPageData, restorePageBodies } from './writePageBodies';
import { registerContentErrors } from './reportContent';

/** Set once onPostBuild has split the page data again (writePageBodies): from then on public/ is this build's. */
let bodiesSplitAgain = false;

/** Called by onPostBuild once writePageBodies has run. */
export function markPageBodiesSplit(): void {
  bodiesSplitAgain = true;
}

/**
 * Before Gatsby reads anything: the last build moved each page's body out of its page-data.json
 * in public/ (writePageBodies.ts), and Gatsby renders HTML from those files in a warm build (and
 * `npm start` serves them), so they get their bodies back first. A build that fails before
 * onPostBuild split them again (a content mistake, most often) puts them back as they were, so a
 * failed build leaves public/ as the last good build left it.
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter, store }) => {
  registerContentErrors(reporter);
  const { program } = store.getState() as { program: { directory: string } };
  try {
    const restored = restorePageBodies(join(program.directory, 'public'));
    if (restored.length) reporter.info(`Page bodies: ${restored.length} page-data files of the last build have their body back`);
    if (restored.length && process.env.gatsby_executing_command === 'build') {
      process.once('exit', () => {
        if (!bodiesSplitAgain) putBackSplitPageData(restored);
      });
    }
  } catch (error) {
    reporter.panic(`Could not give the page data of the last build its bodies back: ${error instanceof Error ? error.message : String(error)}`);
  }
};
