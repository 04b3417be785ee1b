// The configuration checker's own script, inline in /configuration/checker/ right after its form
// (not in the head script every page carries). The build bundles it like the head script
// (src/node/headScript.ts); the checker's worker is loaded only when the reader starts to use it.
import { installConfigChecker } from './configChecker';

installConfigChecker();
