// The inline head script of every page, in this order: old links to a moved section sent on, the
// theme and the notification's state set on <html> before the first paint, the search shortcut
// caught before the app, the reader's tab choice applied to tab groups as they are parsed, the
// controls that work before the app and the presses kept for it, the reader's webpack version
// marking what is newer than it, and the start of the app once the page is parsed.
// The build bundles and minifies this file into one script (src/node/headScript.ts); the page's
// Content-Security-Policy allows it by the hash of that output.
import { redirectLegacyHash } from './hashRedirect';
import { applyTheme } from './theme';
import { applyNotificationState } from './notification';
import { installSearchShortcut } from './searchShortcut';
import { installTabs } from './tabs';
import { installEarlyControls } from './earlyControls';
import { installReaderVersion } from './readerVersion';
import { installAppStart } from './appStart';

/** The newest release the site documents ("5.113"), set by the build from the webpack history. */
declare const __LATEST_WEBPACK_MINOR__: string;

redirectLegacyHash();
applyTheme();
applyNotificationState();
installSearchShortcut();
installTabs();
installEarlyControls();
installReaderVersion(__LATEST_WEBPACK_MINOR__);
installAppStart();
