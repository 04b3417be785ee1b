import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { PRE_PAINT_THEME_SCRIPT } from './src/browser/theme';
import { PRE_PAINT_NOTIFICATION_SCRIPT } from './src/browser/notification';
import { PRE_HYDRATION_SEARCH_SCRIPT } from './src/browser/searchShortcut';
import { PRE_PAINT_TABS_SCRIPT } from './src/browser/tabs';
import { HEADER_ID } from './src/components/layout/Header/Header';

/**
 * html lang, the theme and notification state set on <html> before the first paint, the search
 * shortcut caught before hydration, and the reader's tab choice applied to tab groups as they are
 * parsed. One fixed inline script.
 *
 * The first paint waits until the header is parsed whole (`rel="expect"`, Chromium 124+): the head
 * carries ~50 KB of inlined CSS, so a network chunk can end inside the header, and a paint of half
 * of it moved the search button left as the remaining tools arrived (a layout shift). Browsers
 * bound that wait, so Header.module.css also keeps the tools hidden until all of them are parsed.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    <link key="expect-header" rel="expect" href={`#${HEADER_ID}`} {...{ blocking: 'render' }} />,
    <script key="theme" dangerouslySetInnerHTML={{ __html: PRE_PAINT_THEME_SCRIPT + PRE_PAINT_NOTIFICATION_SCRIPT + PRE_HYDRATION_SEARCH_SCRIPT + PRE_PAINT_TABS_SCRIPT }} />,
  ]);
};
