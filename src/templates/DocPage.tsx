import { REVEAL_SCRIPT_ID, SIDEBAR_SHOWN_MEDIA } from '../browser/sidebarReveal';
import React, { useRef } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import DocLayout from '../components/docs/DocLayout/DocLayout';
import CodeCopy from '../components/docs/CodeCopy/CodeCopy';
import PageBody from '../components/docs/PageBody/PageBody';
import { useContentTabs } from '../browser/useContentTabs';
import { useReaderVersion } from '../browser/readerVersion';
import { useReleaseRange } from '../browser/releaseRange';
import { useConfigChecker } from '../browser/configChecker';
import { usePageBody } from '../browser/pageBody';
import { usePageSections } from '../browser/pageSections';
import RelatedLinks from '../components/docs/RelatedLinks/RelatedLinks';
import PageActions from '../components/docs/PageActions/PageActions';
import type { UnrenderableContext } from '../components/docs/ContentProblems/UnrenderablePage';
import { devParts } from '../components/docs/ContentProblems/devParts';
import AdjacentPages from '../components/docs/AdjacentPages/AdjacentPages';
import Contributors from '../components/docs/Contributors/Contributors';
import ThirdPartyNotice from '../components/docs/ThirdPartyNotice/ThirdPartyNotice';
import Breadcrumbs from '../components/docs/Breadcrumbs/Breadcrumbs';
import OutlineDisclosure from '../components/docs/OutlineDisclosure/OutlineDisclosure';
import LastUpdated from '../components/docs/LastUpdated/LastUpdated';
import SiteHead from '../components/layout/SiteHead/SiteHead';
import { getTwinPath, withTrailingSlash } from '../model/url';
import { getOutlineAnchors } from '../model/anchors';
import { getBreadcrumbJsonLd, type Breadcrumb } from '../model/breadcrumbs';
import { SITE_URL } from '../config/site';
import type { BodyFields } from '../model/pageBody';
import type { AdjacentLink, ContentPage, SidebarGroup } from '../model/types';

type DocPageData = {
  docPage: Pick<ContentPage, 'title' | 'url' | 'path' | 'section' | 'description' | 'contributors' | 'related' | 'edit' | 'repo' | 'thirdParty' | 'anchors'> & BodyFields & { hasTabs: boolean };
};

interface DocPageContext extends UnrenderableContext {
  sidebar: SidebarGroup[];
  previous: AdjacentLink | null;
  next: AdjacentLink | null;
  breadcrumbs: Breadcrumb[];
  /** ISO date of the page's last commit; null without git history. */
  lastUpdated: string | null;
}

export default function DocPage(props: PageProps<DocPageData, DocPageContext>) {
  // `npm start`: a page whose file cannot be rendered has no data (UnrenderablePage).
  if (devParts && !props.data?.docPage) return <devParts.UnrenderablePage {...props} />;
  return <DocPageContent {...props} />;
}

function DocPageContent({ data, pageContext, location }: PageProps<DocPageData, DocPageContext>) {
  const page = data.docPage;
  const content = useRef<HTMLDivElement>(null);
  const body = usePageBody(page);
  useContentTabs(content, body);
  useReaderVersion(content, body);
  useReleaseRange(content, body);
  useConfigChecker(content, body);
  usePageSections(content, body);
  return (
    <DocLayout location={location} sidebar={pageContext.sidebar} sectionUrl={page.section} anchors={page.anchors}>
      <article>
        <Breadcrumbs items={pageContext.breadcrumbs} />
        <h1>{page.title}</h1>
        {devParts && pageContext.problems && <devParts.ContentProblems problems={pageContext.problems} />}
        <OutlineDisclosure anchors={getOutlineAnchors(page.anchors)} />
        {page.thirdParty && <ThirdPartyNotice />}
        <PageBody ref={content} html={body} />
        <CodeCopy />
        <LastUpdated date={pageContext.lastUpdated} />
        <RelatedLinks links={page.related} />
        <PageActions
          path={page.path}
          edit={page.edit}
          repo={page.repo}
          markdownPath={getTwinPath(page.url)}
          report={{ pageUrl: `${SITE_URL}${withTrailingSlash(page.url)}`, title: page.title }}
        />
        <AdjacentPages previous={pageContext.previous} next={pageContext.next} />
        <Contributors handles={page.contributors} />
      </article>
    </DocLayout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<DocPageData, DocPageContext>) {
  if (devParts && !data?.docPage) return null;
  return (
    <SiteHead title={data.docPage.title} description={data.docPage.description} path={location.pathname} markdownPath={getTwinPath(data.docPage.url)} tabGroups={data.docPage.hasTabs}>
      {/* Where the sidebar shows, no paint before its inline script has brought the current entry into view (src/browser/sidebarReveal.ts). */}
      <link rel="expect" href={`#${REVEAL_SCRIPT_ID}`} blocking="render" media={SIDEBAR_SHOWN_MEDIA} />
      {pageContext.breadcrumbs.length > 0 && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: getBreadcrumbJsonLd(pageContext.breadcrumbs, SITE_URL) }} />
      )}
    </SiteHead>
  );
}

export const query = graphql`
  query DocPage($id: String!) {
    docPage(id: { eq: $id }) {
      html
      hasTabs
      anchors {
        title
        id
        level
        title2
      }
      title
      url
      path
      section
      description
      contributors
      related {
        title
        url
      }
      edit
      repo
      thirdParty
    }
  }
`;
