import React from 'react';
import { render, screen } from '@testing-library/react';
import PageOutline from '../../src/components/docs/PageOutline/PageOutline';
import OutlineDisclosure from '../../src/components/docs/OutlineDisclosure/OutlineDisclosure';
import Breadcrumbs from '../../src/components/docs/Breadcrumbs/Breadcrumbs';
import LastUpdated from '../../src/components/docs/LastUpdated/LastUpdated';

const anchors = [
  { title: 'output.path', title2: 'path', id: 'outputpath', level: 2 },
  { title: 'output.path.x', title2: 'x', id: 'outputpathx', level: 3 },
  { title: 'output.clean', title2: 'clean', id: 'outputclean', level: 2 },
];

describe('PageOutline', () => {
  it('lists the h2 headings with their h3 below, and marks only the heading in view', () => {
    render(<PageOutline anchors={anchors} current="outputpathx" />);
    const outline = screen.getByRole('navigation', { name: 'On this page' });
    expect(outline).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'x' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'path' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'x' }).closest('ul')?.closest('li')).toHaveTextContent(/^path/);
  });
});

describe('OutlineDisclosure', () => {
  it('is a closed <details> named "On this page"', () => {
    const { container } = render(<OutlineDisclosure anchors={anchors} />);
    const details = container.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('summary')).toHaveTextContent('On this page');
    expect(details.querySelector('a[href="#outputclean"]')).toHaveTextContent('clean');
  });

  it('is left out on a page without headings', () => {
    const { container } = render(<OutlineDisclosure anchors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Breadcrumbs', () => {
  it('is a navigation named Breadcrumb whose last item is the current page', () => {
    render(<Breadcrumbs items={[{ title: 'Concepts', url: '/concepts/' }, { title: 'Entry Points', url: '/concepts/entry-points/' }]} />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Concepts' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Entry Points' })).toHaveAttribute('aria-current', 'page');
  });

  it('is left out without a trail', () => {
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('LastUpdated', () => {
  it('gives the date of the last commit in a <time datetime>', () => {
    render(<LastUpdated date="2024-05-02T10:00:00+02:00" />);
    const time = screen.getByText('May 2, 2024');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2024-05-02T10:00:00+02:00');
    expect(time.parentElement).toHaveTextContent('Last updated on May 2, 2024');
  });

  it('says nothing without history', () => {
    const { container } = render(<LastUpdated date={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
