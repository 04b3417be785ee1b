import React, { useEffect, useState } from 'react';
import { Link } from 'gatsby';
import { nestAnchors } from '../../../model/anchors';
import { loadPageAnchors } from '../../../browser/pageAnchors';
import { EARLY_KEYS_ATTRIBUTE } from '../../../browser/earlyControls';
import type { Anchor, SidebarPage } from '../../../model/types';
import * as styles from './SidebarItem.module.css';

interface SidebarItemProps {
  page: SidebarPage;
  current: boolean;
  /** The current page's anchors, from its own data; another entry loads its anchors when opened. */
  anchors?: readonly Anchor[];
}

type Loaded = readonly Anchor[] | 'loading' | 'failed';

/**
 * A page in the sidebar; open (showing its anchors) when it is the current page. Each entry is one
 * Tab stop: the chevron is for the pointer, and on the link ArrowRight opens and ArrowLeft closes.
 */
export default function SidebarItem({ page, current, anchors }: SidebarItemProps) {
  const [open, setOpen] = useState(current);
  const [loaded, setLoaded] = useState<Loaded>('loading');
  const own = current && anchors ? anchors : null;
  useEffect(() => {
    if (!open || own || !page.expandable || Array.isArray(loaded)) return undefined;
    let live = true;
    setLoaded('loading');
    loadPageAnchors(page.url).then(
      (result) => live && setLoaded(result),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
    // `loaded` is left out on purpose: a failure is retried when the entry is opened again, not in a loop.
  }, [open, own, page.expandable, page.url]);
  const shown = own ?? (Array.isArray(loaded) ? (loaded as readonly Anchor[]) : null);
  const groups = shown ? nestAnchors(shown) : [];
  const listId = `sidebar-anchors-${page.url.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <li>
      <div className={styles.row}>
        {page.expandable && (
          <button
            type="button"
            className={styles.toggle}
            aria-label={`Toggle ${page.title} section`}
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            tabIndex={-1}
            onClick={() => setOpen((value) => !value)}
          />
        )}
        <Link
          to={page.url}
          className={current ? styles.current : styles.link}
          aria-current={current ? 'page' : undefined}
          aria-keyshortcuts={page.expandable ? 'ArrowRight ArrowLeft' : undefined}
          {...(page.expandable ? { [EARLY_KEYS_ATTRIBUTE]: 'ArrowRight ArrowLeft' } : {})}
          onKeyDown={(event) => {
            if (!page.expandable || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
            if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
              event.preventDefault();
              setOpen(event.key === 'ArrowRight');
            }
          }}
          onClick={(event) => {
            // The current page's title takes the reader back to the top.
            if (current && !event.ctrlKey && !event.metaKey) {
              event.preventDefault();
              window.scrollTo({ top: 0 });
            }
          }}
        >
          {page.title}
        </Link>
      </div>
      {/* Only open items render their anchors: a section can have hundreds, and closed ones cost hydration time. */}
      {page.expandable && open && !shown && (
        <p id={listId} className={styles.status} role="status">
          {loaded === 'failed' ? 'The headings of this page could not be loaded.' : 'Loading headings…'}
        </p>
      )}
      {page.expandable && open && shown && (
        <ul id={listId} className={styles.anchors}>
          {groups.map(({ anchor, children }) => (
            <li key={anchor.id}>
              <a href={`${page.url}#${anchor.id}`} className={styles.anchor}>
                {anchor.title2}
              </a>
              {children.length > 0 && (
                <ul className={styles.nested}>
                  {children.map((child) => (
                    <li key={child.id}>
                      <a href={`${page.url}#${child.id}`} className={styles.anchor}>
                        {child.title2}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
