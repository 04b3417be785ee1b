import React from 'react';
import { Link } from 'gatsby';
import type { RelatedLink } from '../../../model/types';
import { isExternalUrl } from '../../../model/url';

/** The "Further Reading" list. */
export default function RelatedLinks({ links }: { links: RelatedLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="further-reading">
      <h2 id="further-reading">Further Reading</h2>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            {isExternalUrl(link.url) ? (
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <Link to={link.url}>{link.title}</Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
