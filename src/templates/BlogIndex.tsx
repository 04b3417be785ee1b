import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import DocLayout from '../components/docs/DocLayout/DocLayout';
import CodeCopy from '../components/docs/CodeCopy/CodeCopy';
import PageBody from '../components/docs/PageBody/PageBody';
import SiteHead from '../components/layout/SiteHead/SiteHead';
import { getTwinPath } from '../model/url';
import { usePageBody } from '../browser/pageBody';
import type { BodyFields } from '../model/pageBody';
import type { ContentPage, SidebarGroup } from '../model/types';
import type { UnrenderableContext } from '../components/docs/ContentProblems/UnrenderablePage';
import { devParts } from '../components/docs/ContentProblems/devParts';

interface BlogIndexContext extends UnrenderableContext {
  sidebar: SidebarGroup[];
  posts: Array<{ title: string; url: string; date: string; teaser: string }>;
}

type BlogIndexData = { docPage: Pick<ContentPage, 'title' | 'url' | 'description' | 'section'> & BodyFields & { hasTabs: boolean } };

/** The blog's own introduction, then every post newest first with its teaser. */
export default function BlogIndex(props: PageProps<BlogIndexData, BlogIndexContext>) {
  // `npm start`: a page whose file cannot be rendered has no data (UnrenderablePage).
  if (devParts && !props.data?.docPage) return <devParts.UnrenderablePage {...props} />;
  return <BlogIndexContent {...props} />;
}

function BlogIndexContent({ data, pageContext, location }: PageProps<BlogIndexData, BlogIndexContext>) {
  const body = usePageBody(data.docPage);
  return (
    <DocLayout location={location} sidebar={pageContext.sidebar} sectionUrl={data.docPage.section}>
      <article>
        <h1>{data.docPage.title}</h1>
        <PageBody html={body} />
        <CodeCopy />
        {pageContext.posts.map((post) => (
          <section key={post.url} aria-labelledby={`post${post.url.replace(/\W+/g, '-')}`}>
            <h2 id={`post${post.url.replace(/\W+/g, '-')}`}>
              <Link to={post.url}>{post.title}</Link>
            </h2>
            <p>
              <time dateTime={post.date}>{post.date}</time>
            </p>
            <p>{post.teaser}</p>
            <Link to={post.url} aria-label={`Read more: ${post.title}`}>
              Read more
            </Link>
          </section>
        ))}
      </article>
    </DocLayout>
  );
}

export function Head({ data, location }: HeadProps<BlogIndexData>) {
  if (devParts && !data?.docPage) return null;
  return <SiteHead title={data.docPage.title} description={data.docPage.description} path={location.pathname} markdownPath={getTwinPath(data.docPage.url)} tabGroups={data.docPage.hasTabs} />;
}

export const query = graphql`
  query BlogIndex($id: String!) {
    docPage(id: { eq: $id }) {
      html
      hasTabs
      url
      title
      description
      section
    }
  }
`;
