import React from 'react';
import { MDXProvider } from '@mdx-js/react';
import CodeBlock from '../CodeBlock/CodeBlock';

const components = { pre: CodeBlock };

/** The components MDX content renders with. */
export default function MdxComponents({ children }: { children: React.ReactNode }) {
  return <MDXProvider components={components}>{children}</MDXProvider>;
}
