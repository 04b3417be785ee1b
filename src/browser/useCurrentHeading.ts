// Which heading the reader is in: the last one whose top has passed 40% of the window height.
import { useEffect, useState } from 'react';

const READING_LINE = 0.4;

/**
 * The id of the heading in view, among `ids` (in document order), or null above the first one.
 * An IntersectionObserver wakes it only when a heading crosses the top 40% of the window (and
 * once a scroll ends, for jumps that cross no line), so scrolling itself runs no code.
 */
export function useCurrentHeading(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const headings = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((heading): heading is HTMLElement => heading !== null);
    if (headings.length === 0 || !('IntersectionObserver' in window)) return undefined;
    const update = () => {
      const line = window.innerHeight * READING_LINE;
      let found: string | null = null;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top > line) break;
        found = heading.id;
      }
      setCurrent(found);
    };
    const observer = new IntersectionObserver(update, { rootMargin: `0px 0px -${100 - READING_LINE * 100}% 0px` });
    headings.forEach((heading) => observer.observe(heading));
    window.addEventListener('scrollend', update, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scrollend', update);
    };
  }, [key]);
  return current;
}
