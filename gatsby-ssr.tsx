import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { getRegisterWorkerScript } from './src/browser/registerWorker';

/** The inline head script (src/head/), bundled and minified by the build (src/node/headScript.ts, defined in onCreateWebpackConfig). */
declare const __HEAD_SCRIPT__: string;

/**
 * html lang, and the inline head script (src/head/index.ts says what it does): one script, the same
 * on every page, ahead of everything the page loads. At the end of the
 * body, the service worker's registration once the page has loaded (src/browser/registerWorker.ts).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    <script key="head" dangerouslySetInnerHTML={{ __html: __HEAD_SCRIPT__ }} />,
  ]);
  setPostBodyComponents([<script key="register-worker" dangerouslySetInnerHTML={{ __html: getRegisterWorkerScript(pathname) }} />]);
};
