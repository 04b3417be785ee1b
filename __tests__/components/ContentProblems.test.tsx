import React from 'react';
import { render, screen, within } from '@testing-library/react';
import ContentProblems from '../../src/components/docs/ContentProblems/ContentProblems';

const problems = [
  { message: 'content/guides/caching.mdx:24:5: link "/guides/gone/" is not a page of this site', link: '/guides/gone/' },
  { message: 'content/guides/caching.mdx:31:9: link "#no-such-heading" points to an anchor that is not on this page', link: '#no-such-heading' },
];

describe('ContentProblems (npm start only)', () => {
  it('names each problem as the terminal does, file:line:column first, with a hint', () => {
    render(<ContentProblems problems={problems} />);
    const notice = screen.getByRole('alert');
    expect(within(notice).getByRole('heading', { name: 'This page has 2 content problems' })).toBeInTheDocument();
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual(problems.map(({ message }) => message));
    expect(notice).toHaveTextContent('Fix the file and save it: this page updates by itself. Until then npm run build fails.');
  });

  it('marks exactly the broken links of the page body', () => {
    const { container } = render(
      <>
        <ContentProblems problems={problems} />
        <div data-page-body="">
          <a href="/guides/gone/">gone</a> <a href="#no-such-heading">anchor</a> <a href="/guides/caching/">fine</a>
        </div>
      </>,
    );
    const rules = container.querySelector('style')!.textContent!;
    const marked = rules.slice(0, rules.indexOf('{')).trim();
    expect([...container.querySelectorAll(marked)].map((link) => link.textContent)).toEqual(['gone', 'anchor']);
    expect(rules).toContain('content: " (broken link)"');
  });

  it('says "a content problem" for one, and marks nothing when no link is broken', () => {
    const { container } = render(<ContentProblems problems={[{ message: 'content/x.mdx: url "/x/" is also the url of y.mdx', link: null }]} />);
    expect(screen.getByRole('heading', { name: 'This page has a content problem' })).toBeInTheDocument();
    expect(container.querySelector('style')).toBeNull();
  });
});
