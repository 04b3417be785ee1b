// Gatsby's runtime is not available in Jest: Link becomes a plain anchor.
import React from 'react';

export const graphql = () => '';

export const Link = React.forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  ({ to, ...props }, ref) => <a ref={ref} href={to} {...props} />,
);
Link.displayName = 'Link';

export const navigate = jest.fn();

/** Static query results by hash; tests provide them with <StaticQueryContext.Provider>. */
export const StaticQueryContext = React.createContext<Record<string, { data?: unknown } | undefined>>({});
