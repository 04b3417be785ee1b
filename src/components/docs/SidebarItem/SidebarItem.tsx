import React from 'react';
import { Link } from 'gatsby';
import { getSidebarHeadingsHtml, SIDEBAR_ENTRY_ATTRIBUTE, SIDEBAR_HEADINGS_ATTRIBUTE, SIDEBAR_TOGGLE_ATTRIBUTE } from '../../../browser/sidebarEntries';
import type { Anchor, SidebarPage } from '../../../model/types';
import * as styles from './SidebarItem.module.css';

interface SidebarItemProps {
  page: SidebarPage;
  current: boolean;
  /** The current page's anchors, from its own data; another entry's come from its page data when opened. */
  anchors?: readonly Anchor[];
}

/**
 * A page in the sidebar; open (showing its headings) when it is the current page. Each entry is one
 * Tab stop: the chevron is for the pointer, and on the link ArrowRight opens and ArrowLeft closes.
 * Opening and closing are the inline head script's (src/head/sidebarEntries.ts), so they work
 * before and without the app; React renders only the state that follows from the current page.
 */
export default function SidebarItem({ page, current, anchors }: SidebarItemProps) {
  const listId = `sidebar-anchors-${page.url.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <li {...(page.expandable ? { [SIDEBAR_ENTRY_ATTRIBUTE]: page.url } : {})}>
      <div className={styles.row}>
        {page.expandable && (
          <button
            type="button"
            className={styles.toggle}
            aria-label={`Toggle ${page.title} section`}
            aria-expanded={current}
            aria-controls={listId}
            tabIndex={-1}
            {...{ [SIDEBAR_TOGGLE_ATTRIBUTE]: '' }}
          />
        )}
        <Link
          to={page.url}
          className={current ? styles.current : styles.link}
          aria-current={current ? 'page' : undefined}
          aria-keyshortcuts={page.expandable ? 'ArrowRight ArrowLeft' : undefined}
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
      {/* A string, so React never reconciles the headings the head script puts into a closed entry it opened. */}
      {page.expandable && (
        <div
          id={listId}
          className={styles.headings}
          hidden={!current}
          {...{ [SIDEBAR_HEADINGS_ATTRIBUTE]: '' }}
          dangerouslySetInnerHTML={{ __html: current && anchors ? getSidebarHeadingsHtml(page.url, anchors) : '' }}
        />
      )}
    </li>
  );
}
