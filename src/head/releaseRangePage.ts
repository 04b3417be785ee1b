// The upgrade planner's own script, inline in the releases page right after its form (not in the
// head script every page carries): it runs before the releases below are parsed, so a range in the
// url applies before they paint. The build bundles it like the head script (src/node/headScript.ts).
import { installReleaseRange } from './releaseRange';

/** The newest release the site documents ("5.113"), set by the build from the webpack history. */
declare const __LATEST_WEBPACK_MINOR__: string;

installReleaseRange(__LATEST_WEBPACK_MINOR__);
