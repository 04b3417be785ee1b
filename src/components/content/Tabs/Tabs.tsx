import React, { type ReactNode } from 'react';
import { getContentStyles } from '../contentStyles';
import { TAB_GROUP_ATTRIBUTE } from '../../../model/tabGroups';

const styles = getContentStyles('Tabs', ['tabs', 'tablist', 'tab', 'panel', 'panelLabel'] as const);

export interface TabItem {
  label: string;
  /** The tab's content, rendered from Markdown. */
  content: ReactNode;
}

interface TabsProps {
  /** Unique in the page: the ids of tabs and panels start with it. */
  id: string;
  items: readonly TabItem[];
  className?: string;
}

/**
 * Tabs in the WAI-ARIA pattern, rendered to static HTML with every panel visible: the head script
 * (src/head/tabs.ts) shows the reader's choice before the first paint and hides the others; the
 * shared tabs script makes them switch. Without JavaScript the tab list is hidden and each panel
 * starts with its label, as in print.
 */
export default function Tabs({ id, items, className }: TabsProps) {
  return (
    <div className={className ? `${styles.tabs} ${className}` : styles.tabs} {...{ [TAB_GROUP_ATTRIBUTE]: '' }}>
      <div className={styles.tablist} role="tablist">
        {items.map((item, index) => (
          <button
            key={item.label}
            type="button"
            role="tab"
            className={styles.tab}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            data-tab-label={item.label}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.label}
          className={styles.panel}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          data-tab-label={item.label}
        >
          <p className={styles.panelLabel}>{item.label}</p>
          {item.content}
        </div>
      ))}
    </div>
  );
}
