import React, { forwardRef } from 'react';

/**
 * A page's body: HTML rendered at build time (src/node/renderMdx.ts), from usePageBody
 * (src/browser/pageBody.ts). On the first load React hydrates it with KEPT_SERVER_BODY in place
 * of the HTML, which the development build would report as a mismatch: hence
 * suppressHydrationWarning (production React does not compare it).
 */
const PageBody = forwardRef<HTMLDivElement, { html: string }>(function PageBody({ html }, ref) {
  return <div ref={ref} className="markdown" data-printable-content="" data-page-body="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
});

export default PageBody;
