import React, { useEffect, useRef, useState } from 'react';
import { PRINTABLE_SECTIONS, VERSION_4_HOST } from '../../../config/site';
import type { Anchor, SidebarGroup } from '../../../model/types';
import { getPrintableUrl } from '../../../model/url';
import { REVEAL_CURRENT_ENTRY_SCRIPT, REVEAL_SCRIPT_ID, revealCurrentEntry } from '../../../browser/sidebarReveal';
import SidebarItem from '../SidebarItem/SidebarItem';
import SaveControl from '../../offline/SaveControl/SaveControl';
import * as styles from './Sidebar.module.css';

interface SidebarProps {
  groups: SidebarGroup[];
  currentUrl: string;
  sectionUrl: string;
  /** The current page's anchors, shown under its open entry. */
  anchors?: readonly Anchor[];
}

/** The pages of the current section, grouped, with a version selector and print link. */
export default function Sidebar({ groups, currentUrl, sectionUrl, anchors }: SidebarProps) {
  const [leaving, setLeaving] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  // The current entry is brought into view inside the sidebar: on the first load by the inline
  // script below, before the first paint; after a client navigation by this effect.
  useEffect(() => {
    if (navRef.current) revealCurrentEntry(navRef.current);
  }, [currentUrl]);
  const section = sectionUrl.replace(/\//g, '');
  const printable = (PRINTABLE_SECTIONS as readonly string[]).includes(section);
  const savable = printable || sectionUrl === '/' || sectionUrl === '/blog/';
  return (
    <nav ref={navRef} className={styles.sidebar} aria-label="Section pages">
      <div className={styles.tools}>
        <label>
          <span className="sr-only">webpack version</span>
          <select
            defaultValue="5"
            onChange={(event) => {
              if (event.target.value !== '4') return;
              setLeaving(true);
              window.location.href = `${VERSION_4_HOST}${window.location.pathname}`;
            }}
          >
            <option value="5">Webpack 5</option>
            <option value="4">Webpack 4</option>
          </select>
        </label>
        {leaving && <span className={styles.spinner} role="status" aria-label="Loading webpack 4 documentation" />}
        {printable && (
          <a className={styles.print} href={getPrintableUrl(section)} rel="nofollow">
            Print Section
          </a>
        )}
      </div>
      {savable && <SaveControl sections={[sectionUrl]} name={section ? `the ${section} section` : 'the other pages'} />}
      {groups.map((group, index) => (
        <div key={`${group.group ?? ''}-${index}`} className={styles.group}>
          {group.group && <h2 className={styles.groupTitle}>{group.group}</h2>}
          <ul className={styles.list}>
            {group.pages.map((page) => {
              const current = page.url === currentUrl || page.url === `${currentUrl}/`;
              return <SidebarItem key={page.url} page={page} current={current} anchors={current ? anchors : undefined} />;
            })}
          </ul>
        </div>
      ))}
      {/* React does not run a script it renders: this one runs only as the server wrote it. */}
      <script id={REVEAL_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: REVEAL_CURRENT_ENTRY_SCRIPT }} />
    </nav>
  );
}
