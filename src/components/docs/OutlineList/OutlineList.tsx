import React, { useEffect, useMemo, useRef } from 'react';
import { getOutlineItemsHtml } from '../../../model/anchors';
import type { Anchor } from '../../../model/types';
import * as styles from './OutlineList.module.css';

interface OutlineListProps {
  /** The page's h2 and h3 headings, in order. */
  anchors: readonly Anchor[];
  /** The heading in view, marked with aria-current="location". */
  current?: string | null;
}

/**
 * The page's headings as nested links: h2, with its h3 below it. The items are HTML
 * (getOutlineItemsHtml): React hydrates one list, not a component per heading, and the heading in
 * view is marked on the link itself.
 */
export default function OutlineList({ anchors, current = null }: OutlineListProps) {
  const list = useRef<HTMLUListElement>(null);
  const html = useMemo(() => getOutlineItemsHtml(anchors, { link: styles.link, nested: styles.nested }), [anchors]);
  useEffect(() => {
    const root = list.current;
    if (!root) return;
    root.querySelector('[aria-current]')?.removeAttribute('aria-current');
    if (current) root.querySelector(`a[href="#${CSS.escape(current)}"]`)?.setAttribute('aria-current', 'location');
  }, [current, html]);
  return <ul ref={list} className={styles.list} dangerouslySetInnerHTML={{ __html: html }} />;
}
