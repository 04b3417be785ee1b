import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { PRE_PAINT_THEME_SCRIPT } from './src/browser/theme';
import { PRE_PAINT_NOTIFICATION_SCRIPT } from './src/browser/notification';
import { PRE_HYDRATION_SEARCH_SCRIPT } from './src/browser/searchShortcut';
import { PRE_PAINT_TABS_SCRIPT } from './src/browser/tabs';
import { EARLY_CONTROLS_SCRIPT } from './src/browser/earlyControls';
import { APP_START_SCRIPT } from './src/browser/appStart';
import { HASH_REDIRECT_SCRIPT } from './src/browser/hashRedirect';
import { getRegisterWorkerScript } from './src/browser/registerWorker';
import { getPrePaintReaderVersionScript } from './src/browser/readerVersion';
import { listMinorVersions } from './src/model/versionMarks';
import webpackHistory from './content/data/webpack-history.json';

// The newest release the site documents ("5.113"): the reader's version marks what came after theirs, up to it.
const READER_VERSION_SCRIPT = getPrePaintReaderVersionScript(listMinorVersions(webpackHistory)[0]);

/**
 * html lang, old links to a moved section sent on to its page (src/browser/hashRedirect.ts), the
 * theme and notification state set on <html> before the first paint, the search shortcut caught
 * before hydration, the reader's tab choice applied to tab groups as they are
 * parsed, the controls that work before the app (tabs, theme, notification) and the presses kept
 * for it, the reader's webpack version marking what is newer than it, and the start of the app on
 * the reader's first input (src/browser/appStart.ts). One fixed inline script. At the end of the
 * body, the service worker's registration once the page has loaded (src/browser/registerWorker.ts).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    <script key="theme" dangerouslySetInnerHTML={{ __html: HASH_REDIRECT_SCRIPT + PRE_PAINT_THEME_SCRIPT + PRE_PAINT_NOTIFICATION_SCRIPT + PRE_HYDRATION_SEARCH_SCRIPT + PRE_PAINT_TABS_SCRIPT + EARLY_CONTROLS_SCRIPT + READER_VERSION_SCRIPT + APP_START_SCRIPT }} />,
  ]);
  setPostBodyComponents([<script key="register-worker" dangerouslySetInnerHTML={{ __html: getRegisterWorkerScript(pathname) }} />]);
};
