import React, { useRef } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import DocLayout from '../components/docs/DocLayout/DocLayout';
import CodeCopy from '../components/docs/CodeCopy/CodeCopy';
import PageBody from '../components/docs/PageBody/PageBody';
import { useContentTabs } from '../browser/useContentTabs';
import { usePageBody } from '../browser/pageBody';
import { usePageSections } from '../browser/pageSections';
import PageActions from '../components/docs/PageActions/PageActions';
import type { UnrenderableContext } from '../components/docs/ContentProblems/UnrenderablePage';
import { devParts } from '../components/docs/ContentProblems/devParts';
import Contributors from '../components/docs/Contributors/Contributors';
import Breadcrumbs from '../components/docs/Breadcrumbs/Breadcrumbs';
import OutlineDisclosure from '../components/docs/OutlineDisclosure/OutlineDisclosure';
import SiteHead from '../components/layout/SiteHead/SiteHead';
import { getTwinPath } from '../model/url';
import { getOutlineAnchors } from '../model/anchors';
import { getBreadcrumbJsonLd, type Breadcrumb } from '../model/breadcrumbs';
import { SITE_URL } from '../config/site';
import type { BodyFields } from '../model/pageBody';
import type { ContentPage, SidebarGroup } from '../model/types';

type BlogPostData = {
  docPage: Pick<ContentPage, 'title' | 'url' | 'path' | 'section' | 'description' | 'contributors' | 'edit' | 'repo' | 'anchors'> & BodyFields & {
    hasTabs: boolean;
    date: string;
    isoDate: string;
  };
};

interface BlogPostContext extends UnrenderableContext {
  sidebar: SidebarGroup[];
  breadcrumbs: Breadcrumb[];
}

/** A post: its date once, under the title (the title itself carries none). */
export default function BlogPost(props: PageProps<BlogPostData, BlogPostContext>) {
  // `npm start`: a page whose file cannot be rendered has no data (UnrenderablePage).
  if (devParts && !props.data?.docPage) return <devParts.UnrenderablePage {...props} />;
  return <BlogPostContent {...props} />;
}

function BlogPostContent({ data, pageContext, location }: PageProps<BlogPostData, BlogPostContext>) {
  const post = data.docPage;
  const content = useRef<HTMLDivElement>(null);
  const body = usePageBody(post);
  useContentTabs(content, body);
  usePageSections(content, body);
  return (
    <DocLayout location={location} sidebar={pageContext.sidebar} sectionUrl={post.section} anchors={post.anchors}>
      <article>
        <Breadcrumbs items={pageContext.breadcrumbs} />
        <h1>{post.title}</h1>
        {devParts && pageContext.problems && <devParts.ContentProblems problems={pageContext.problems} />}
        <p>
          <time dateTime={post.isoDate}>{post.date}</time>
        </p>
        <OutlineDisclosure anchors={getOutlineAnchors(post.anchors)} />
        <PageBody ref={content} html={body} />
        <CodeCopy />
        <PageActions path={post.path} edit={post.edit} repo={post.repo} markdownPath={getTwinPath(post.url)} />
        <Contributors handles={post.contributors} />
      </article>
    </DocLayout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<BlogPostData, BlogPostContext>) {
  if (devParts && !data?.docPage) return null;
  return (
    <SiteHead title={data.docPage.title} description={data.docPage.description} path={location.pathname} markdownPath={getTwinPath(data.docPage.url)} tabGroups={data.docPage.hasTabs}>
      {pageContext.breadcrumbs.length > 0 && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: getBreadcrumbJsonLd(pageContext.breadcrumbs, SITE_URL) }} />
      )}
    </SiteHead>
  );
}

export const query = graphql`
  query BlogPost($id: String!) {
    docPage(id: { eq: $id }) {
      html
      hasTabs
      anchors {
        title
        id
        level
        title2
      }
      url
      title
      path
      section
      description
      contributors
      edit
      repo
      date(formatString: "MMMM D, YYYY")
      isoDate: date(formatString: "YYYY-MM-DD")
    }
  }
`;
