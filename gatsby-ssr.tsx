import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { PRE_PAINT_THEME_SCRIPT } from './src/browser/theme';
import { PRE_PAINT_NOTIFICATION_SCRIPT } from './src/browser/notification';
import { PRE_HYDRATION_SEARCH_SCRIPT } from './src/browser/searchShortcut';
import { PRE_PAINT_TABS_SCRIPT } from './src/browser/tabs';

/**
 * html lang, the theme and notification state set on <html> before the first paint, the search
 * shortcut caught before hydration, and the reader's tab choice applied to tab groups as they are
 * parsed. One fixed inline script.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    <script key="theme" dangerouslySetInnerHTML={{ __html: PRE_PAINT_THEME_SCRIPT + PRE_PAINT_NOTIFICATION_SCRIPT + PRE_HYDRATION_SEARCH_SCRIPT + PRE_PAINT_TABS_SCRIPT }} />,
  ]);
};
